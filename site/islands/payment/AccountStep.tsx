import { formatCOP } from '../../lib/format';
import { toast } from '../../stores/toasts';
import { BREB_MESSAGES, BREB_METHOD_ID, brebCopyValue } from '../../../worker/schemas/payment-method-texts';
import { BrebQr } from './BrebQr';
import { usePaymentMethods } from './usePaymentMethods';

type Props = { methodId: string; total: number; onBack: () => void; onNext: () => void };

/** Step 2: where to send the money and how much, then 'Ya transferí'. */
export function AccountStep({ methodId, total, onBack, onNext }: Props) {
  const { methods } = usePaymentMethods();
  const method = methods[methodId];

  if (!method) {
    // An administrator removed the method while the modal was open.
    return (
      <>
        <p className="payment__problem" role="alert">
          Este método de pago ya no está disponible. Elige otro.
        </p>
        <div className="payment__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            Atrás
          </button>
        </div>
      </>
    );
  }

  // Bre-B (docs/features/payments.md): a llave rather than an account number, and perhaps the bank's QR.
  const breb = methodId === BREB_METHOD_ID;
  const copyAccount = async () => {
    try {
      await navigator.clipboard.writeText(breb ? brebCopyValue(method.type, method.account) : method.account);
      toast.success(breb ? BREB_MESSAGES.llaveCopied : 'Número de cuenta copiado');
    } catch {
      toast.error(breb ? BREB_MESSAGES.copyFailed : 'No se pudo copiar. Escribe el número manualmente.');
    }
  };

  return (
    <>
      <p className="payment__lead">
        Transfiere <strong>exactamente {formatCOP(total)}</strong> {breb ? 'a esta llave Bre-B' : 'a esta cuenta'}. Después te pediremos los
        datos del comprobante.
      </p>
      {breb && method.qr_image_url && <BrebQr src={method.qr_image_url} />}
      <dl className="pay-account">
        <div>
          <dt>Método</dt>
          <dd>{method.name}</dd>
        </div>
        {method.type && (
          <div>
            <dt>{breb ? 'Tipo de llave' : 'Tipo'}</dt>
            <dd>{method.type}</dd>
          </div>
        )}
        <div>
          <dt>{breb ? 'Llave' : 'Cuenta'}</dt>
          <dd className="pay-account__number">
            <span>{method.account}</span>
            <button type="button" className="pay-account__copy" onClick={() => void copyAccount()}>
              Copiar
            </button>
          </dd>
        </div>
        {method.owner && (
          <div>
            <dt>Titular</dt>
            <dd>{method.owner}</dd>
          </div>
        )}
        <div className="pay-account__amount">
          <dt>Monto a transferir</dt>
          <dd>{formatCOP(total)}</dd>
        </div>
      </dl>
      <div className="payment__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Atrás
        </button>
        <button type="button" className="button button--primary" onClick={onNext}>
          Ya transferí
        </button>
      </div>
    </>
  );
}
