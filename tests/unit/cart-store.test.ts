import { beforeEach, describe, expect, it } from 'vitest';
import {
  $cartItem,
  $cartOpen,
  $cartTotals,
  addToCart,
  bindCartStorage,
  CART_STORAGE_KEY,
  clearCart,
  closeCart,
  parseCartPackage,
  parseStoredCart,
  removeFromCart,
} from '../../site/stores/cart';

const individual = { id: 'pkg-individual', name: 'Memorial Individual', description: 'Uno', price: 150000 };
const family = { id: 'pkg-family', name: 'Memorial Familiar', description: 'Varios', price: 280000 };

/** localStorage as far as the cart uses it. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

beforeEach(() => {
  clearCart();
  closeCart();
});

describe('the cart', () => {
  it('holds one package at a time: adding replaces it and opens the drawer', () => {
    addToCart(individual);
    expect($cartOpen.get()).toBe(true);
    closeCart();
    addToCart(family);
    expect($cartItem.get()).toEqual({ package: family, quantity: 1 });
    expect($cartTotals.get()).toEqual({ count: 1, subtotal: 280000, discount: 0, total: 280000 });
    expect($cartOpen.get()).toBe(true);
  });

  it('can take a package without opening the drawer (a guest on the way to register)', () => {
    addToCart(individual, { open: false });
    expect($cartItem.get()?.package.id).toBe('pkg-individual');
    expect($cartOpen.get()).toBe(false);
  });

  it('empties on remove and on clear, with zero totals', () => {
    addToCart(individual);
    removeFromCart();
    expect($cartItem.get()).toBeNull();
    expect($cartTotals.get()).toEqual({ count: 0, subtotal: 0, discount: 0, total: 0 });
    addToCart(individual);
    clearCart();
    expect($cartItem.get()).toBeNull();
  });

  it('keeps its own copy of the package', () => {
    const pkg = { ...individual };
    addToCart(pkg);
    pkg.price = 1;
    expect($cartTotals.get().total).toBe(150000);
  });
});

describe('the stored cart', () => {
  it('survives a reload: what one page writes, the next one reads', () => {
    const storage = memoryStorage();
    const stop = bindCartStorage(storage);
    addToCart(family);
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? 'null')).toEqual({ package: family, quantity: 1 });
    stop();

    clearCart();
    bindCartStorage(storage)();
    expect($cartItem.get()).toEqual({ package: family, quantity: 1 });
  });

  it('forgets the stored item when the cart is emptied', () => {
    const storage = memoryStorage();
    const stop = bindCartStorage(storage);
    addToCart(individual);
    clearCart();
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
    stop();
  });

  it('ignores stored values it cannot trust', () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart('no es json')).toBeNull();
    expect(parseStoredCart('{"package":{"id":"x","name":"X","price":-5}}')).toBeNull();
    expect(parseStoredCart('{"package":{"id":"x","name":"X","price":1.5}}')).toBeNull();
    expect(parseStoredCart('{"package":{"id":"","name":"X","price":1}}')).toBeNull();
    expect(parseStoredCart('{"package":{"id":"x","name":"X","price":1},"quantity":7}')).toEqual({
      package: { id: 'x', name: 'X', description: '', price: 1 },
      quantity: 1,
    });
    expect(parseCartPackage(individual)).toEqual(individual);
  });

  it('works without storage (server render, blocked storage)', () => {
    expect(() => bindCartStorage(null)()).not.toThrow();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(() => bindCartStorage(broken)()).not.toThrow();
  });
});
