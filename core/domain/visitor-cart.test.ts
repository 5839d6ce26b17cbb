import { describe, expect, it } from 'vitest';
import { cartMessages, MAX_CART_LINES } from './cart';
import { messages } from './messages';
import { addToVisitorCart, removeFromVisitorCart, setVisitorQuantity, visitorCartFrom } from './visitor-cart';

const wrench = { _id: 'f6a1c1de-0000-4000-8000-000000000001', min: 2, max: 10, price: 25, packSize: 1, priceBreaks: [] };
const saw = { _id: 'f6a1c1de-0000-4000-8000-000000000002', min: 1, max: 3, price: 15, packSize: 1, priceBreaks: [] };

describe("a visitor's cart", () => {
  it('adds a line per product, and to the line already there, within the bounds in the spec\'s words', () => {
    const first = addToVisitorCart([], wrench, 2);
    expect(first).toEqual({ ok: true, items: [{ productId: wrench._id, quantity: 2 }] });
    const both = addToVisitorCart(first.ok ? first.items : [], saw, 1);
    const more = addToVisitorCart(both.ok ? both.items : [], wrench, 3);
    expect(more).toEqual({ ok: true, items: [{ productId: wrench._id, quantity: 5 }, { productId: saw._id, quantity: 1 }] });
    expect(addToVisitorCart(more.ok ? more.items : [], wrench, 6)).toEqual({ ok: false, message: messages.maximumExceeded });
    expect(addToVisitorCart([], wrench, 1)).toEqual({ ok: false, message: messages.minimumNotReached });
  });

  it(`holds at most ${MAX_CART_LINES} products, and still adds to a line it has`, () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: `f6a1c1de-0000-4000-8000-${String(i).padStart(12, '0')}`, quantity: 1 }));
    expect(addToVisitorCart(full, { ...saw, _id: 'f6a1c1de-0000-4000-8000-999999999999' }, 1)).toEqual({ ok: false, message: cartMessages.full });
    expect(addToVisitorCart(full, { ...saw, _id: full[0].productId }, 1)).toMatchObject({ ok: true });
  });

  it('sets a quantity within the bounds, and takes a line out', () => {
    const items = [{ productId: wrench._id, quantity: 2 }, { productId: saw._id, quantity: 1 }];
    expect(setVisitorQuantity(items, saw._id, saw, 3)).toEqual({ ok: true, items: [items[0], { productId: saw._id, quantity: 3 }] });
    expect(setVisitorQuantity(items, saw._id, saw, 4)).toEqual({ ok: false, message: messages.maximumExceeded });
    expect(setVisitorQuantity(items, saw._id, saw, 1.5)).toMatchObject({ ok: false });
    expect(setVisitorQuantity([], saw._id, saw, 1)).toEqual({ ok: false, message: cartMessages.notInCart });
    expect(removeFromVisitorCart(items, wrench._id)).toEqual([items[1]]);
  });

  it('reads back only well-formed lines, each product once', () => {
    expect(visitorCartFrom('not a list')).toEqual([]);
    expect(visitorCartFrom(null)).toEqual([]);
    expect(
      visitorCartFrom([{ productId: wrench._id, quantity: 2 }, { productId: 'x', quantity: 1 }, { productId: saw._id, quantity: -1 }, { productId: wrench._id, quantity: 4 }, { productId: saw._id, quantity: 1, name: 'Saw' }]),
    ).toEqual([{ productId: wrench._id, quantity: 2 }, { productId: saw._id, quantity: 1 }]);
  });
});
