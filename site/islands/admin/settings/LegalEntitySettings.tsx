import type { SiteSettings } from '../../../lib/admin/settings';
import { SectionCard } from './SectionCard';
import { TextField } from './TextField';
import { useSection } from './useSection';

type LegalEntity = SiteSettings['legal_entity'];
type Field = keyof LegalEntity;

/** The form's fields in order, with what each input needs beyond its value. */
const LEGAL_FIELDS: readonly ({ field: Field; label: string; maxLength: number } & Pick<
  Parameters<typeof TextField>[0],
  'type' | 'inputMode' | 'hint'
>)[] = [
  { field: 'razon_social', label: 'Razón social', maxLength: 200 },
  {
    field: 'nit',
    label: 'NIT (sin dígito de verificación)',
    maxLength: 30,
    inputMode: 'numeric',
    hint: 'Por ejemplo 800197268 o 800.197.268',
  },
  { field: 'dv', label: 'Dígito de verificación (DV)', maxLength: 1, inputMode: 'numeric' },
  { field: 'address', label: 'Dirección', maxLength: 200 },
  { field: 'city', label: 'Ciudad', maxLength: 100 },
  {
    field: 'phone',
    label: 'Teléfono',
    type: 'tel',
    maxLength: 30,
    hint: 'Celular o fijo de 10 dígitos, por ejemplo 300 123 4567 o 601 234 5678',
  },
  { field: 'email', label: 'Correo electrónico', type: 'email', maxLength: 200 },
];

/**
 * legal_entity: who sells (Ley 1480 de 2011, art. 50 a; docs/features/invoices.md), shown in the footers, the
 * checkout, every e-mail and the terms once saved. Every field is required and the server checks the NIT's check
 * digit; its message appears under the field it is about.
 */
export function LegalEntitySettings({ stored }: { stored: LegalEntity }) {
  const section = useSection('legal_entity', stored);
  const { draft, change, error, errorField } = section;
  const set = (field: Field) => (value: string) => change({ ...draft, [field]: value });
  const fieldError = (field: Field) => (errorField === field && error ? error : undefined);
  // A message about one field is shown under it; any other (a network failure) at the top of the section.
  const placed = errorField !== null && errorField in draft;
  return (
    <SectionCard
      id="settings-legal"
      title="Datos legales de la empresa"
      description="Quién vende: se muestran en el pie de página, en el pago, en los correos y en los términos. Todos los campos son obligatorios."
      section={{ ...section, error: placed ? null : error }}
    >
      <div className="form-grid">
        {LEGAL_FIELDS.map(({ field, ...input }) => (
          <TextField key={field} {...input} value={draft[field]} onChange={set(field)} error={fieldError(field)} />
        ))}
      </div>
    </SectionCard>
  );
}
