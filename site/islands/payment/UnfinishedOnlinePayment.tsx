import { UNFINISHED_ONLINE_TEXTS as U } from '../../../worker/schemas/online-payment-texts';
import { UnfinishedOnlineActions, type UnfinishedOrder } from './UnfinishedOnlineActions';

/** The panel's 'Mis órdenes' card of an online order whose checkout did not finish (docs/features/payments.md). */
export default function UnfinishedOnlinePayment(props: UnfinishedOrder) {
  return (
    <div className="unfinished-card">
      <h4 className="unfinished-card__title">{U.heading}</h4>
      <UnfinishedOnlineActions {...props} />
    </div>
  );
}
