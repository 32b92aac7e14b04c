import { useStore } from '@nanostores/react';
import { $cartTotals, openCart } from '../../stores/cart';

/** The header's cart button (spec §2, signed-in header): a bag with the number of items on it. */
export function CartButton() {
  const { count } = useStore($cartTotals);
  return (
    <button type="button" className="cart-button" onClick={openCart} aria-label={`Carrito (${count})`}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M5.5 8h13l-1 11.5h-11zM9 10.5V7a3 3 0 0 1 6 0v3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className="cart-button__count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
