import { useId, useState } from 'react';
import { UNFINISHED_ONLINE_TEXTS as U } from '../../../worker/schemas/online-payment-texts';
import { cancelUnfinishedOrder, restartOnlineCheckout } from '../../stores/unfinished-online-order';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal } from '../ui/Modal';
import { TransferSwitchFlow } from './TransferSwitchFlow';
import '../auth/auth.css';
import './payment.css';

export type UnfinishedOrder = { orderId: string; packageName: string; total: number };

/**
 * What to do about an online order whose checkout did not finish (docs/features/payments.md): 'Intentar de nuevo' (a new Wompi
 * checkout for the same order), 'Pagar por transferencia o Bre-B' (the transfer steps for the same order) and
 * 'Cancelar'. Used by the customer's panel and by the return page once it stops waiting.
 */
export function UnfinishedOnlineActions({ orderId, packageName, total }: UnfinishedOrder) {
  const [busy, setBusy] = useState<'retry' | 'cancel' | null>(null);
  const [error, setError] = useState('');
  const [transferOpen, setTransferOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  // 'Cancelar' asks first (docs/features/payments.md): the dialog is open while this holds the order.
  const [asking, setAsking] = useState<string | null>(null);
  const titleId = useId();

  const retry = async () => {
    setBusy('retry');
    setError('');
    const result = await restartOnlineCheckout(orderId);
    if (result.ok) return window.location.assign(result.data);
    setBusy(null);
    setError(result.error);
  };

  const cancel = async () => {
    setAsking(null);
    setBusy('cancel');
    setError('');
    const result = await cancelUnfinishedOrder(orderId);
    setBusy(null);
    if (result.ok) setCancelled(true);
    else setError(result.error);
  };

  if (cancelled) {
    return (
      <p className="unfinished__done" role="status">
        {U.cancelled} <a href="/#precios">Ver paquetes</a>
      </p>
    );
  }

  return (
    <div className="unfinished">
      <p>{U.lead}</p>
      <p className="unfinished__note">{U.alreadyPaid}</p>
      {error && (
        <p className="payment__problem" role="alert">
          {error}
        </p>
      )}
      <div className="unfinished__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void retry()}
          disabled={busy !== null}
          aria-busy={busy === 'retry'}
        >
          {busy === 'retry' && <span className="spinner" aria-hidden="true" />}
          {U.retry}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setTransferOpen(true)} disabled={busy !== null}>
          {U.transfer}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setAsking(orderId)}
          disabled={busy !== null}
          aria-busy={busy === 'cancel'}
        >
          {U.cancel}
        </button>
      </div>
      <ConfirmDialog
        subject={asking}
        title={U.cancelTitle}
        confirmLabel={U.cancelConfirm}
        cancelLabel={U.cancelKeep}
        tone="primary"
        onCancel={() => setAsking(null)}
        onConfirm={() => void cancel()}
      >
        {() => <p>{U.cancelBody}</p>}
      </ConfirmDialog>
      <Modal open={transferOpen} onClose={() => setTransferOpen(false)} labelledBy={titleId} size="lg">
        <TransferSwitchFlow
          titleId={titleId}
          orderId={orderId}
          packageName={packageName}
          total={total}
          onClose={() => setTransferOpen(false)}
        />
      </Modal>
    </div>
  );
}
