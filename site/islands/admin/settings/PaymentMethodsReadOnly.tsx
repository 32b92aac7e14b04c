import type { SiteSettings } from '../../../lib/admin/settings';
import { TransfiyaNotice } from './TransfiyaNotice';

type Method = SiteSettings['payment_methods'][string];

/** What each account shows, in order; an empty type or holder shows a dash. */
const FACTS: { label: string; value: (method: Method) => string }[] = [
  { label: 'Nombre', value: (method) => method.name },
  { label: 'Tipo', value: (method) => method.type || '—' },
  { label: 'Cuenta', value: (method) => method.account },
  { label: 'Titular', value: (method) => method.owner || '—' },
];

/**
 * The payment accounts as a plain admin sees them: where customers' money goes is a super admin's decision
 * (the server answers 403 to anyone else), so there is nothing here to edit or save.
 */
export function PaymentMethodsReadOnly({ stored }: { stored: SiteSettings['payment_methods'] }) {
  return (
    <section className="surface-card surface-card--compact settings-section" aria-labelledby="settings-payments" data-read-only="true">
      <div className="settings-section__head">
        <h2 id="settings-payments" className="admin-card__title">
          Métodos de pago
        </h2>
        <p className="settings-section__description">
          Las cuentas a las que los clientes transfieren. Solo un super administrador puede cambiarlas.
        </p>
      </div>
      <TransfiyaNotice methods={stored} />
      <ul className="settings-list">
        {Object.entries(stored).map(([id, method]) => (
          <li key={id} className="settings-list__item" data-method={id}>
            <dl className="form-grid">
              {FACTS.map(({ label, value }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value(method)}</dd>
                </div>
              ))}
              {method.qr_image_url && (
                <div>
                  <dt>QR</dt>
                  <dd>
                    <img className="settings-qr__preview" src={method.qr_image_url} alt={`QR de ${method.name}`} width={160} height={160} />
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
