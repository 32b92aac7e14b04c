import { paymentFacts } from '../../../lib/admin/order-detail';
import { customerName, type AdminOrder, type PaymentMethodOption } from '../../../lib/admin/orders';

type Props = { order: AdminOrder; paymentMethods: PaymentMethodOption[] };

/**
 * Who paid for what, and the transfer as the bank shows it (amount, method, reference, payer, date): the lines an
 * administrator checks against the statement, the same in the accept confirmation and in the order's detail.
 */
export function PaymentFacts({ order, paymentMethods }: Props) {
  return (
    <dl className="order-facts">
      <div className="order-facts__row">
        <dt>Cliente</dt>
        <dd>
          {customerName(order)}
          <span className="order-facts__aside">{order.users.email}</span>
        </dd>
      </div>
      <div className="order-facts__row">
        <dt>Paquete</dt>
        <dd>{order.package.name}</dd>
      </div>
      {paymentFacts(order, paymentMethods).map((fact) => (
        <div key={fact.label} className="order-facts__row">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
