import { loadSettings } from '../../stores/settings';
import { sellerSentence } from '../../../worker/schemas/seller-identity';
import { usePaymentMethods } from './usePaymentMethods';

/** Step 1: the methods from the payment_methods setting (Nequi, Bre-B, Bancolombia…). */
/** `blocked` while the terms are not accepted or the invoice's data are wrong (useInvoiceDetails.ts). */
export function MethodStep({ onChoose, blocked = false }: { onChoose: (methodId: string) => void; blocked?: boolean }) {
  const { status, methods, seller } = usePaymentMethods();

  if (status === 'loading') {
    return (
      <p className="payment__loading" role="status">
        <span className="spinner" aria-hidden="true" /> Cargando métodos de pago…
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="payment__problem" role="alert">
        <p>No pudimos cargar los métodos de pago. Revisa tu conexión.</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void loadSettings()}>
          Reintentar
        </button>
      </div>
    );
  }

  const entries = Object.entries(methods);
  if (entries.length === 0) {
    return <p className="payment__problem">No hay métodos de pago disponibles en este momento.</p>;
  }
  return (
    <>
      <ul className="pay-methods">
        {entries.map(([id, method]) => (
          <li key={id}>
            <button type="button" className="pay-method" onClick={() => onChoose(id)} disabled={blocked}>
              <span className="icon-disc pay-method__initial" aria-hidden="true">
                {method.name.charAt(0)}
              </span>
              <span className="pay-method__text">
                <span className="pay-method__name">{method.name}</span>
                {method.type && <span className="pay-method__type">{method.type}</span>}
              </span>
              <svg className="pay-method__chevron" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="M7.5 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {/* Who sells (Ley 1480 art. 50 a; docs/features/invoices.md), once an administrator saved it. */}
      {seller && (
        <p className="payment__seller" data-seller>
          Vende: {sellerSentence(seller)}
        </p>
      )}
    </>
  );
}
