import { describe, expect, it } from 'vitest';
import { LocalStorageVisitorCart } from './local-storage-visitor-cart';

const wrench = 'f6a1c1de-0000-4000-8000-000000000001';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key), values };
}

describe("the visitor's cart in local storage", () => {
  it('keeps the lines as JSON under `cart`, and an empty cart as nothing', () => {
    const storage = memoryStorage();
    const cart = new LocalStorageVisitorCart('cart', storage, undefined);
    cart.save([{ productId: wrench, quantity: 2 }]);
    expect(JSON.parse(storage.values.get('cart')!)).toEqual([{ productId: wrench, quantity: 2 }]);
    expect(cart.items()).toEqual([{ productId: wrench, quantity: 2 }]);
    cart.save([]);
    expect(storage.values.has('cart')).toBe(false);
  });

  it('reads a cart it cannot understand as empty', () => {
    const storage = memoryStorage();
    storage.setItem('cart', '{not json');
    expect(new LocalStorageVisitorCart('cart', storage, undefined).items()).toEqual([]);
    storage.setItem('cart', JSON.stringify([{ productId: wrench, quantity: 'many' }]));
    expect(new LocalStorageVisitorCart('cart', storage, undefined).items()).toEqual([]);
  });

  it('tells what another tab wrote, and stops when asked', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const cart = new LocalStorageVisitorCart('cart', storage, target as unknown as Window);
    const seen: unknown[] = [];
    const stop = cart.watch((items) => seen.push(items));
    storage.setItem('cart', JSON.stringify([{ productId: wrench, quantity: 3 }]));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'accessToken' }));
    stop();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart' }));
    expect(seen).toEqual([[{ productId: wrench, quantity: 3 }]]);
  });
});
