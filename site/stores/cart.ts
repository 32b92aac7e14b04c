import { atom, computed } from 'nanostores';

/**
 * The cart (product §1.3–§1.4): at most one package, a fixed $0 discount. Adding replaces whatever was there and
 * opens the drawer. Kept in localStorage so a reload, the e-mail verification round trip or a second tab
 * still find it. Prices here are for display only: the server charges the package's own price.
 */
export type CartPackage = {
  id: string;
  name: string;
  description: string;
  /** Whole COP. */
  price: number;
};

export type CartItem = { package: CartPackage; quantity: 1 };

export type CartTotals = { count: number; subtotal: number; discount: number; total: number };

/** product §1.3: every package is a one-time payment. */
export const CART_PERIOD = 'pago único';
/** product §1.9: the cart discount is fixed at $0. */
export const CART_DISCOUNT = 0;
export const CART_STORAGE_KEY = 'recuerdos-eternos:cart';

export const $cartItem = atom<CartItem | null>(null);
/** Whether the side drawer is showing. */
export const $cartOpen = atom(false);

export function cartTotals(item: CartItem | null): CartTotals {
  const subtotal = item ? item.package.price * item.quantity : 0;
  return { count: item ? item.quantity : 0, subtotal, discount: CART_DISCOUNT, total: Math.max(0, subtotal - CART_DISCOUNT) };
}

export const $cartTotals = computed($cartItem, cartTotals);

export function addToCart(pkg: CartPackage, { open = true }: { open?: boolean } = {}): void {
  $cartItem.set({ package: { ...pkg }, quantity: 1 });
  if (open) $cartOpen.set(true);
}

/** Removing the one item and clearing the cart are the same thing while it holds at most one. */
export function removeFromCart(): void {
  $cartItem.set(null);
}

export const clearCart = removeFromCart;

export function openCart(): void {
  $cartOpen.set(true);
}

export function closeCart(): void {
  $cartOpen.set(false);
}

/** A package as the page or storage describes it, checked: it may come from an older version of the site. */
export function parseCartPackage(value: unknown): CartPackage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, description, price } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !id || typeof name !== 'string') return null;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) return null;
  return { id, name, description: typeof description === 'string' ? description : '', price };
}

/** The stored cart, or null for anything missing, unreadable or edited out of shape. */
export function parseStoredCart(raw: string | null): CartItem | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const pkg = typeof value === 'object' && value !== null && 'package' in value ? parseCartPackage(value.package) : null;
    return pkg ? { package: pkg, quantity: 1 } : null;
  } catch {
    return null;
  }
}

type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Loads the cart from `storage`, then writes every change back. Returns the function that stops writing.
 * Storage may be missing or blocked (server render, private modes): the cart then lives for the page only.
 */
export function bindCartStorage(storage: CartStorage | null): () => void {
  if (!storage) return () => undefined;
  try {
    $cartItem.set(parseStoredCart(storage.getItem(CART_STORAGE_KEY)));
  } catch {
    return () => undefined;
  }
  return $cartItem.listen((item) => {
    try {
      if (item) storage.setItem(CART_STORAGE_KEY, JSON.stringify(item));
      else storage.removeItem(CART_STORAGE_KEY);
    } catch {
      // Quota or privacy settings: the cart still works until the page closes.
    }
  });
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined') {
  bindCartStorage(browserStorage());
  // Another tab added or paid: follow it, so two tabs never disagree about what is being bought.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) $cartItem.set(parseStoredCart(event.newValue));
  });
}
