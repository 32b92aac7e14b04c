import type { SiteSettings } from '../../../lib/admin/settings';
import { SectionCard } from './SectionCard';
import { TextField } from './TextField';
import { useSection } from './useSection';

type LegalEntity = SiteSettings['legal_entity'];
type Field = keyof LegalEntity;

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
        <TextField
          label="Razón social"
          value={draft.razon_social}
          onChange={set('razon_social')}
          maxLength={200}
          error={fieldError('razon_social')}
        />
        <TextField
          label="NIT (sin dígito de verificación)"
          value={draft.nit}
          onChange={set('nit')}
          maxLength={30}
          inputMode="numeric"
          hint="Por ejemplo 800197268 o 800.197.268"
          error={fieldError('nit')}
        />
        <TextField
          label="Dígito de verificación (DV)"
          value={draft.dv}
          onChange={set('dv')}
          maxLength={1}
          inputMode="numeric"
          error={fieldError('dv')}
        />
        <TextField label="Dirección" value={draft.address} onChange={set('address')} maxLength={200} error={fieldError('address')} />
        <TextField label="Ciudad" value={draft.city} onChange={set('city')} maxLength={100} error={fieldError('city')} />
        <TextField
          label="Teléfono"
          type="tel"
          value={draft.phone}
          onChange={set('phone')}
          maxLength={30}
          hint="Celular o fijo de 10 dígitos, por ejemplo 300 123 4567 o 601 234 5678"
          error={fieldError('phone')}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          value={draft.email}
          onChange={set('email')}
          maxLength={200}
          error={fieldError('email')}
        />
      </div>
    </SectionCard>
  );
}
