import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { cartMessages, MAX_CART_LINES, type CartItem } from '../domain/cart';
import { messages } from '../domain/messages';
import type { Product } from '../domain/product';
import type { User } from '../domain/user';
import type { VisitorCartItem } from '../domain/visitor-cart';
import type { ShopApi } from '../ports/browser/shop-api';
import type { CartRepository } from '../ports/driven/cart-repository';
import type { VisitorCartStore } from '../ports/browser/visitor-cart-store';
import { Carts } from '../shop/carts';
import { ShopError } from '../shop/errors';
import { createCartMachine, linesInCart, type CartNotice } from './cart-machine';

const wrench: Product = { _id: 'f6a1c1de-0000-4000-8000-000000000001', name: 'Torque Wrench', partNumber: 'HT-TWR-200', description: '', price: 25, min: 2, max: 10, image: '/w.svg', stock: 100, categoryId: null, packSize: 1, priceBreaks: [] };
const saw: Product = { _id: 'f6a1c1de-0000-4000-8000-000000000002', name: 'Hack Saw', partNumber: 'HT-HSW-300', description: '', price: 15, min: 1, max: 3, image: '/s.svg', stock: 100, categoryId: null, packSize: 1, priceBreaks: [] };
const ann: User = { id: 'u-ann', email: 'ann@example.com', displayName: 'Ann Archer', role: 'customer', emailVerified: true };

/** The shop's own cart use case over carts kept in memory, called by route name as the browser calls it. */
function fakeShop(products: Product[] = [wrench, saw]) {
  const kept = new Map<string, CartItem[]>();
  const repository: CartRepository = {
    items: async (id) => (kept.get(id) ?? []).map((item) => ({ ...item })),
    contents: async (id) => {
      const items = (kept.get(id) ?? []).map((item) => ({ ...item }));
      return { items, products: products.filter((product) => items.some((item) => item.productId === product._id)) };
    },
    put: async (id, item, limit) => {
      const cart = kept.get(id) ?? [];
      const known = cart.some((line) => line.productId === item.productId);
      if (!known && cart.length >= limit) return false;
      kept.set(id, known ? cart.map((line) => (line.productId === item.productId ? { ...line, quantity: item.quantity } : line)) : [...cart, item]);
      return true;
    },
    replace: async (id, items) => void kept.set(id, [...items]),
    remove: async (id, productId) => {
      const cart = kept.get(id) ?? [];
      kept.set(id, cart.filter((line) => line.productId !== productId));
      return cart.some((line) => line.productId === productId);
    },
  };
  const carts = new Carts(repository, { findById: async (id) => products.find((p) => p._id === id) ?? null, findMany: async (ids) => products.filter((p) => ids.includes(p._id)) });
  const calls: string[] = [];
  /** Calls wait here while held: to see what the machine does meanwhile. */
  let held: Promise<void> | null = null;
  let release = () => {};
  let unreachable = false;
  const answer = async (name: string, request: { params?: { id: string }; body?: Record<string, unknown> } = {}) => {
    const body = request.body as { items: VisitorCartItem[]; productId: string; quantity: number };
    switch (name) {
      case 'getCart':
        return carts.view(ann);
      case 'previewCart':
        return carts.preview(body.items);
      case 'mergeCart':
        return carts.merge(ann, body.items);
      case 'addToCart':
        return carts.add(ann, body.productId, body.quantity);
      case 'setCartQuantity':
        return carts.setQuantity(ann, request.params!.id, body.quantity);
      case 'removeFromCart':
        return carts.remove(ann, request.params!.id);
    }
    throw new Error(`No route ${name} here`);
  };
  const call = vi.fn(async (name: string, request?: { params?: { id: string }; body?: Record<string, unknown> }) => {
    calls.push(name === 'setCartQuantity' ? `${name} ${String(request?.body?.quantity)}` : name);
    if (held) await held;
    if (unreachable) throw new ShopError('internal', 'The shop could not be reached. Check your connection and try again.');
    return answer(name, request);
  });
  return {
    api: { call } as unknown as Pick<ShopApi, 'call'>,
    calls,
    kept,
    hold: () => (held = new Promise((resolve) => (release = () => ((held = null), resolve())))),
    release: () => release(),
    goOffline: (offline = true) => (unreachable = offline),
  };
}

/** The browser's copy of a visitor's cart, with a way to change it as another tab would. */
function fakeStore(items: VisitorCartItem[] = []): VisitorCartStore & { kept: VisitorCartItem[]; fromOtherTab(items: VisitorCartItem[]): void } {
  let listener: ((items: VisitorCartItem[]) => void) | null = null;
  return {
    kept: items,
    items() {
      return [...this.kept];
    },
    save(next) {
      this.kept = [...next];
    },
    clear() {
      this.kept = [];
    },
    watch(onChange) {
      listener = onChange;
      return () => (listener = null);
    },
    fromOtherTab(next) {
      this.kept = next;
      listener?.(next);
    },
  };
}

function start({ shop = fakeShop(), store = fakeStore() } = {}) {
  const actor = createActor(createCartMachine({ api: shop.api, store }));
  const notices: string[] = [];
  actor.on('notice', (notice: CartNotice) => notices.push(`${notice.tone}: ${notice.message}`));
  actor.start();
  return { actor, shop, store, notices };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => s.matches({ visitor: 'ready' }) || s.matches({ customer: 'idle' }) || s.matches({ visitor: 'failed' }) || s.matches({ customer: 'failed' }));
const linesOf = (actor: Actor) => actor.getSnapshot().context.cart?.lines.map((line) => [line.name, line.quantity]);
const lineOf = (actor: Actor, product: Product) => actor.getSnapshot().context.cart!.lines.find((line) => line.productId === product._id)!;

describe("a visitor's cart", () => {
  it('is not read until the browser knows who it is; with nothing kept it is empty without asking the shop', async () => {
    const { actor, shop } = start();
    expect(linesInCart(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'ADD', product: wrench, quantity: 2 });
    actor.send({ type: 'SIGNED_OUT' });
    await settled(actor);
    expect(actor.getSnapshot().context.cart).toMatchObject({ lines: [], blocked: cartMessages.empty });
    expect(linesInCart(actor.getSnapshot())).toBe(0);
    expect(shop.calls).toEqual([]);
  });

  it('keeps what is added in the browser, within the bounds in the spec\'s words, and shows it against the catalogue', async () => {
    const { actor, store, notices } = start();
    actor.send({ type: 'SIGNED_OUT' });
    actor.send({ type: 'ADD', product: wrench, quantity: 2 });
    actor.send({ type: 'ADD', product: saw, quantity: 1 });
    expect(linesInCart(actor.getSnapshot())).toBe(2);
    await settled(actor);
    expect(store.kept).toEqual([{ productId: wrench._id, quantity: 2 }, { productId: saw._id, quantity: 1 }]);
    expect(linesOf(actor)).toEqual([['Torque Wrench', 2], ['Hack Saw', 1]]);
    expect(actor.getSnapshot().context.cart?.subtotal).toBe(65);

    actor.send({ type: 'ADD', product: wrench, quantity: 9 });
    actor.send({ type: 'SET', line: lineOf(actor, saw), quantity: 0 });
    expect(store.kept).toEqual([{ productId: wrench._id, quantity: 2 }, { productId: saw._id, quantity: 1 }]);
    expect(notices).toEqual([
      `success: ${cartMessages.added('Torque Wrench', 2)}`,
      `success: ${cartMessages.added('Hack Saw', 1)}`,
      `error: ${messages.maximumExceeded}`,
      `error: ${messages.minimumNotReached}`,
    ]);
  });

  it('changes a quantity and takes a line out', async () => {
    const { actor, store, notices } = start({ store: fakeStore([{ productId: wrench._id, quantity: 2 }, { productId: saw._id, quantity: 1 }]) });
    actor.send({ type: 'SIGNED_OUT' });
    await settled(actor);
    actor.send({ type: 'SET', line: lineOf(actor, saw), quantity: 3 });
    await settled(actor);
    expect(lineOf(actor, saw)).toMatchObject({ quantity: 3, lineTotal: 45 });
    actor.send({ type: 'REMOVE', line: lineOf(actor, wrench) });
    await settled(actor);
    expect(linesOf(actor)).toEqual([['Hack Saw', 3]]);
    expect(store.kept).toEqual([{ productId: saw._id, quantity: 3 }]);
    expect(notices).toEqual([`success: ${cartMessages.removed('Torque Wrench')}`]);
  });

  it("shows what another tab changed, and says so when the shop cannot be reached", async () => {
    const { actor, store, shop } = start();
    actor.send({ type: 'SIGNED_OUT' });
    await settled(actor);
    store.fromOtherTab([{ productId: saw._id, quantity: 2 }]);
    await settled(actor);
    expect(linesOf(actor)).toEqual([['Hack Saw', 2]]);
    shop.goOffline();
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches({ visitor: 'failed' }));
    expect(actor.getSnapshot().context.error).toMatch(/could not be reached/);
    // What the browser keeps still counts.
    expect(linesInCart(actor.getSnapshot())).toBe(1);
  });
});

describe('signing in', () => {
  it("merges the visitor's cart into the account's, tells what changed, and clears the browser's copy", async () => {
    const shop = fakeShop();
    shop.kept.set(ann.id, [{ productId: saw._id, quantity: 2, name: saw.name, addedPrice: 15 }]);
    const { actor, store, notices } = start({ shop, store: fakeStore() });
    actor.send({ type: 'SIGNED_OUT' });
    actor.send({ type: 'ADD', product: wrench, quantity: 2 });
    actor.send({ type: 'ADD', product: saw, quantity: 2 });
    await settled(actor);
    notices.length = 0;

    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    expect(linesInCart(actor.getSnapshot())).toBeNull();
    await settled(actor);
    expect(shop.calls.filter((name) => name !== 'previewCart')).toEqual(['mergeCart']);
    expect(linesOf(actor)).toEqual([['Hack Saw', 3], ['Torque Wrench', 2]]);
    expect(store.kept).toEqual([]);
    expect(notices).toEqual([`success: ${cartMessages.merged}`, `info: ${cartMessages.capped('Hack Saw', 3)}`]);
  });

  it("reads the account's cart when nothing was chosen before", async () => {
    const shop = fakeShop();
    shop.kept.set(ann.id, [{ productId: saw._id, quantity: 2, name: saw.name, addedPrice: 15 }]);
    const { actor, notices } = start({ shop });
    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    await settled(actor);
    expect(shop.calls).toEqual(['getCart']);
    expect(linesInCart(actor.getSnapshot())).toBe(1);
    expect(notices).toEqual([]);
    // Told again of the same account (a page's effects run twice): nothing is read or merged again.
    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    expect(actor.getSnapshot().matches({ customer: 'idle' })).toBe(true);
    expect(shop.calls).toEqual(['getCart']);
  });

  it('keeps the lines in the browser for the next sign-in when the shop cannot be reached', async () => {
    const shop = fakeShop();
    const { actor, store, notices } = start({ shop, store: fakeStore([{ productId: wrench._id, quantity: 2 }]) });
    shop.goOffline();
    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    await settled(actor);
    expect(store.kept).toEqual([{ productId: wrench._id, quantity: 2 }]);
    expect(notices).toEqual([`error: ${cartMessages.mergeFailed}`]);
    shop.goOffline(false);
    actor.send({ type: 'REFRESH' });
    await settled(actor);
    expect(linesOf(actor)).toEqual([['Torque Wrench', 2]]);
    expect(store.kept).toEqual([]);
  });

  it("leaves the account's cart on the shop at sign-out: the browser's is a visitor's again, empty", async () => {
    const { actor } = start();
    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    actor.send({ type: 'ADD', product: wrench, quantity: 2 });
    await waitFor(actor, (s) => s.matches({ customer: 'idle' }) && linesInCart(s) === 1);
    actor.send({ type: 'SIGNED_OUT' });
    await settled(actor);
    expect(linesInCart(actor.getSnapshot())).toBe(0);
  });
});

describe("an account's cart", () => {
  it('sends changes one at a time in the order asked, only the last quantity asked for a line', async () => {
    const shop = fakeShop();
    const { actor, notices } = start({ shop });
    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    await settled(actor);
    actor.send({ type: 'ADD', product: saw, quantity: 1 });
    await settled(actor);
    shop.hold();
    const line = lineOf(actor, saw);
    actor.send({ type: 'SET', line, quantity: 2 });
    actor.send({ type: 'ADD', product: wrench, quantity: 2 });
    actor.send({ type: 'SET', line, quantity: 1 });
    actor.send({ type: 'SET', line, quantity: 3 });
    expect(actor.getSnapshot().matches({ customer: 'writing' })).toBe(true);
    shop.release();
    await waitFor(actor, (s) => s.matches({ customer: 'idle' }) && s.context.queue.length === 0 && s.context.sending === null);
    expect(shop.calls).toEqual(['getCart', 'addToCart', 'setCartQuantity 2', 'addToCart', 'setCartQuantity 3']);
    expect(linesOf(actor)).toEqual([['Hack Saw', 3], ['Torque Wrench', 2]]);
    expect(notices).toEqual([`success: ${cartMessages.added('Hack Saw', 1)}`, `success: ${cartMessages.added('Torque Wrench', 2)}`]);
  });

  it("says why the shop refused a change, in the spec's words, and reads the cart again", async () => {
    const shop = fakeShop();
    const { actor, notices } = start({ shop });
    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    actor.send({ type: 'ADD', product: wrench, quantity: 2 });
    actor.send({ type: 'ADD', product: wrench, quantity: 9 });
    await waitFor(actor, (s) => s.matches({ customer: 'idle' }) && s.context.queue.length === 0 && s.context.sending === null);
    expect(notices).toEqual([`success: ${cartMessages.added('Torque Wrench', 2)}`, `error: ${messages.maximumExceeded}`]);
    expect(shop.calls).toEqual(['getCart', 'addToCart', 'addToCart', 'getCart']);
    expect(linesOf(actor)).toEqual([['Torque Wrench', 2]]);
  });

  it('keeps the cart shown when a change does not reach the shop, and says so', async () => {
    const shop = fakeShop();
    const { actor, notices } = start({ shop });
    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    actor.send({ type: 'ADD', product: wrench, quantity: 2 });
    await waitFor(actor, (s) => s.matches({ customer: 'idle' }) && linesInCart(s) === 1);
    shop.goOffline();
    actor.send({ type: 'REMOVE', line: lineOf(actor, wrench) });
    await waitFor(actor, (s) => s.matches({ customer: 'idle' }) && s.context.queue.length === 0 && s.context.sending === null);
    expect(linesInCart(actor.getSnapshot())).toBe(1);
    expect(notices.at(-1)).toMatch(/^error: The shop could not be reached/);
  });

  it(`refuses a product past ${MAX_CART_LINES} lines in the shop's words`, async () => {
    const many = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ ...saw, _id: `f6a1c1de-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    const shop = fakeShop(many);
    shop.kept.set(ann.id, many.slice(0, MAX_CART_LINES).map((p) => ({ productId: p._id, quantity: 1, name: p.name, addedPrice: p.price })));
    const { actor, notices } = start({ shop });
    actor.send({ type: 'SIGNED_IN', userId: ann.id });
    actor.send({ type: 'ADD', product: many[MAX_CART_LINES], quantity: 1 });
    await waitFor(actor, (s) => s.matches({ customer: 'idle' }) && s.context.queue.length === 0 && s.context.sending === null && s.context.cart !== null);
    expect(notices).toEqual([`error: ${cartMessages.full}`]);
  });
});
