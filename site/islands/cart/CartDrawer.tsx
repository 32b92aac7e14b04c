import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatCOP } from '../../lib/format';
import { $cartItem, $cartOpen, $cartTotals, CART_PERIOD, closeCart, removeFromCart } from '../../stores/cart';
import { $paymentOpen, startPayment } from '../../stores/checkout';
import { $settings, ensureSettings } from '../../stores/settings';
import { cartPaymentNote } from '../../lib/checkout/cart-note';
import { Modal } from '../ui/Modal';
import { useHydrated } from '../ui/useHydrated';
import './cart.css';

/**
 * The cart drawer (product §1.2, §1.4), mounted once in the header, asleep until the cart is reached for
 * (client:touch). Opened by the header's cart button or by adding a package, through $cartOpen, possibly
 * before it hydrated. The payment modal is loaded only when someone goes to pay: most visitors never do,
 * and the landing stays light.
 */
const loadPaymentModal = () => import('../payment/PaymentModal');
const PaymentModal = lazy(loadPaymentModal);

export default function CartDrawer() {
  // The server rendered it closed; what the stores already say shows right after hydration (see useHydrated).
  const hydrated = useHydrated();
  const open = useStore($cartOpen) && hydrated;
  const item = useStore($cartItem);
  const totals = useStore($cartTotals);
  const paymentOpen = useStore($paymentOpen) && hydrated;
  const settings = useStore($settings).values;
  // Once loaded the payment modal stays mounted; it renders nothing while closed.
  const [paymentLoaded, setPaymentLoaded] = useState(false);

  if (paymentOpen && !paymentLoaded) setPaymentLoaded(true);

  // A drawer with something to pay is the moment to fetch the payment code, before the click.
  useEffect(() => {
    if (open && item) void loadPaymentModal();
  }, [open, item]);

  // The note names the ways of paying the settings offer.
  useEffect(() => {
    if (open) ensureSettings();
  }, [open]);

  return (
    <>
      <Modal open={open} onClose={closeCart} title="Tu carrito" size="md" placement="side">
        {item ? (
          <div className="cart">
            <article className="inset-panel cart-item">
              <div className="cart-item__text">
                <h3 className="cart-item__name">{item.package.name}</h3>
                {item.package.description && <p className="cart-item__description">{item.package.description}</p>}
                <p className="cart-item__price">
                  <strong>{formatCOP(item.package.price)}</strong> <span>{CART_PERIOD}</span>
                </p>
              </div>
              <button
                type="button"
                className="cart-item__remove"
                onClick={removeFromCart}
                aria-label={`Quitar ${item.package.name} del carrito`}
              >
                Quitar
              </button>
            </article>

            <dl className="cart-summary">
              <div>
                <dt>Subtotal</dt>
                <dd>{formatCOP(totals.subtotal)}</dd>
              </div>
              <div>
                <dt>Descuento</dt>
                <dd>{formatCOP(totals.discount)}</dd>
              </div>
              <div className="cart-summary__total">
                <dt>Total</dt>
                <dd>{formatCOP(totals.total)}</dd>
              </div>
            </dl>

            <div className="cart__actions">
              <button type="button" className="button button--primary cart__pay" onClick={() => void startPayment()}>
                Proceder al pago
              </button>
              <p className="cart__note">{cartPaymentNote(settings.payment_methods, settings.online_payments?.wompi === true)}</p>
            </div>
          </div>
        ) : (
          <div className="cart cart--empty">
            <p>Tu carrito está vacío.</p>
            <a className="button button--secondary" href="/#precios" onClick={closeCart}>
              Ver paquetes
            </a>
          </div>
        )}
      </Modal>
      {(paymentOpen || paymentLoaded) && (
        <Suspense fallback={null}>
          <PaymentModal />
        </Suspense>
      )}
    </>
  );
}
