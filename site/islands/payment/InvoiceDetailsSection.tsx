import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { BUYER_DOCUMENT_LABELS, BUYER_DOCUMENT_TYPES, BUYER_NAME_MAX } from '../../../worker/schemas/buyer-texts';
import { PRIVACY_PATHS } from '../../../worker/schemas/privacy-texts';
import { RETRACTO_TEXT, TERMS_MESSAGES } from '../../../worker/schemas/terms-texts';
import { buyerProblem, type BuyerFields } from '../../lib/checkout/buyer-fields';
import { $settings, ensureSettings } from '../../stores/settings';
import { ProofInput } from './ProofInput';
import { SelectField } from '../ui/SelectField';
import type { InvoiceDetails } from './useInvoiceDetails';

/**
 * Step 1's 'Datos para la factura' (docs/features/payments.md "Who buys"): consumidor final or a document, the
 * withdrawal text (Ley 1480 art. 47, worker/schemas/terms-texts.ts, the words /terminos prints) and the terms'
 * checkbox that unblocks paying.
 */
export function InvoiceDetailsSection({ details }: { details: InvoiceDetails }) {
  const { fields, setFields, accepted, setAccepted } = details;
  const headingId = useId();
  return (
    <section className="invoice" aria-labelledby={headingId}>
      <h3 id={headingId} className="invoice__title">
        Datos para la factura
      </h3>
      {fields ? (
        <BuyerForm fields={fields} onChange={setFields} />
      ) : (
        <p className="payment__loading" role="status">
          <span className="spinner" aria-hidden="true" /> Cargando tus datos…
        </p>
      )}
      <RetractoNotice />
      <label className="invoice__terms">
        <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.currentTarget.checked)} required />
        <span>
          Acepto los{' '}
          <a href={PRIVACY_PATHS.terms} target="_blank" rel="noopener">
            términos y condiciones
          </a>
        </span>
      </label>
      {!accepted && <p className="invoice__hint">{TERMS_MESSAGES.required}.</p>}
    </section>
  );
}

function BuyerForm({ fields, onChange }: { fields: BuyerFields; onChange: (fields: BuyerFields) => void }) {
  const groupName = useId();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const problem = buyerProblem(fields);
  const set = (changes: Partial<BuyerFields>) => onChange({ ...fields, ...changes });
  const input = (field: 'documentNumber' | 'name' | 'email', apiField: 'document_number' | 'name' | 'email') => ({
    name: `buyer_${apiField}`,
    onChange: (value: string) => set({ [field]: value }),
    onBlur: () => setTouched((seen) => ({ ...seen, [field]: true })),
    error: touched[field] && problem?.field === apiField ? problem.message : undefined,
  });
  return (
    <>
      <fieldset className="invoice__choice">
        <legend className="visually-hidden">A nombre de quién sale la factura</legend>
        <label className="invoice__option">
          <input type="radio" name={groupName} checked={fields.consumidorFinal} onChange={() => set({ consumidorFinal: true })} />
          <span>Consumidor final (sin documento)</span>
        </label>
        <label className="invoice__option">
          <input type="radio" name={groupName} checked={!fields.consumidorFinal} onChange={() => set({ consumidorFinal: false })} />
          <span>Con mi documento o NIT</span>
        </label>
      </fieldset>
      {fields.consumidorFinal ? (
        <p className="invoice__note">
          La factura sale como consumidor final{fields.name ? ` a nombre de ${fields.name}` : ''}
          {fields.email ? ` y llega a ${fields.email}` : ''}.
        </p>
      ) : (
        <div className="invoice__fields">
          <SelectField
            label="Tipo de documento"
            name="buyer_document_type"
            value={fields.documentType}
            options={BUYER_DOCUMENT_TYPES}
            labelOf={(type) => BUYER_DOCUMENT_LABELS[type]}
            onChange={(documentType) => set({ documentType })}
          />
          <ProofInput
            label="Número de documento"
            value={fields.documentNumber}
            hint={fields.documentType === 'NIT' ? 'Con el dígito de verificación, por ejemplo 900123456-7.' : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            {...input('documentNumber', 'document_number')}
          />
          <ProofInput
            label={fields.documentType === 'NIT' ? 'Razón social o nombre' : 'Nombre completo'}
            value={fields.name}
            autoComplete="name"
            maxLength={BUYER_NAME_MAX}
            {...input('name', 'name')}
          />
          <ProofInput label="Correo para la factura" type="email" value={fields.email} autoComplete="email" {...input('email', 'email')} />
        </div>
      )}
    </>
  );
}

/** The withdrawal text, with the company's e-mail from footer_info when it has one. */
function RetractoNotice() {
  const settings = useStore($settings);
  useEffect(ensureSettings, []);
  const email = settings.values.support_email;
  return (
    <div className="invoice__retracto">
      <p>{RETRACTO_TEXT.exclusion}</p>
      <p>
        {RETRACTO_TEXT.refundBefore} {email ? <a href={`mailto:${email}`}>{email}</a> : 'nuestro correo de soporte'}{' '}
        {RETRACTO_TEXT.refundAfter}{' '}
        <a href={`${PRIVACY_PATHS.terms}#retracto`} target="_blank" rel="noopener">
          Más en los términos
        </a>
        .
      </p>
    </div>
  );
}
