import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { atVolumePrice, cartItemSchema, cartMessages, cartQuantitySchema, checkoutRequestSchema, MAX_CART_LINES, mergeCarts, movedPrice, viewCart, visitorCartSchema, type CartItem } from './cart';
import { messages } from './messages';
import { MAX_ORDER_TOTAL, stockMessages, type Product } from './product';

const product = (n: number, fields: Partial<Product> = {}): Product => ({ _id: `p${n}`, name: `Part ${n}`, partNumber: `HT-P-${n}`, description: '', price: 10 * n, min: 1, max: 10, image: `/p${n}.svg`, stock: 50, categoryId: null, packSize: 1, priceBreaks: [], ...fields });
const item = (p: Product, quantity: number, addedPrice = p.price): CartItem => ({ productId: p._id, quantity, name: p.name, addedPrice });
const catalogue = (...products: Product[]) => new Map(products.map((p) => [p._id, p]));

describe('a cart against the catalogue', () => {
  it('prices each line at today’s price, keeps the price it was put in at, and adds them up', () => {
    const [saw, drill] = [product(1), product(2, { price: 25 })];
    const cart = viewCart([item(saw, 3), item(drill, 2, 20)], catalogue(saw, drill));
    expect(cart).toEqual({
      lines: [
        { productId: 'p1', name: 'Part 1', partNumber: 'HT-P-1', image: '/p1.svg', unitPrice: 10, addedPrice: 10, pricing: { price: 10, priceBreaks: [] }, quantity: 3, lineTotal: 30, min: 1, max: 10, packSize: 1, stock: 50, problem: null, message: null },
        { productId: 'p2', name: 'Part 2', partNumber: 'HT-P-2', image: '/p2.svg', unitPrice: 25, addedPrice: 20, pricing: { price: 25, priceBreaks: [] }, quantity: 2, lineTotal: 50, min: 1, max: 10, packSize: 1, stock: 50, problem: null, message: null },
      ],
      units: 5,
      subtotal: 80,
      blocked: null,
    });
  });

  it('names what stops each line: a product gone, out of stock, too few left, or a quantity out of bounds', () => {
    const [gone, out, few, bounded] = [product(1), product(2, { stock: 0 }), product(3, { stock: 2 }), product(4, { min: 5 })];
    const cart = viewCart([item(gone, 1, 7), item(out, 1), item(few, 3), item(bounded, 2)], catalogue(out, few, bounded));
    expect(cart.lines.map((line) => [line.problem, line.message])).toEqual([
      ['gone', cartMessages.gone],
      ['out-of-stock', stockMessages.outOfStock],
      ['short', stockMessages.notEnough(2)],
      ['quantity', messages.minimumNotReached],
    ]);
    // A product gone keeps its name and the price it was put in at, with nothing in stock.
    expect(cart.lines[0]).toMatchObject({ name: 'Part 1', image: null, unitPrice: 7, lineTotal: 7, stock: 0, min: 1, max: 1, packSize: 1, pricing: { price: 7, priceBreaks: [] } });
    expect(cart.blocked).toBe(cartMessages.fixLines);
  });

  it('cannot be checked out while any one line cannot be ordered', () => {
    const [fine, gone] = [product(1), product(2)];
    expect(viewCart([item(fine, 1), item(gone, 1)], catalogue(fine)).blocked).toBe(cartMessages.fixLines);
  });

  it('refuses malformed lines and checkouts in words people read', () => {
    const issue = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0].message;
    expect(issue(cartItemSchema, { productId: crypto.randomUUID(), quantity: 1.5 })).toBe('Use a whole number for the quantity');
    expect(issue(cartItemSchema, { productId: crypto.randomUUID(), quantity: 0 })).toBe('The quantity must be at least 1');
    expect(issue(cartItemSchema, { productId: crypto.randomUUID(), quantity: '2' })).toBe('The quantity must be a number');
    expect(issue(checkoutRequestSchema, { expectedTotal: '90' })).toBe('The expected total must be a number');
    expect(issue(checkoutRequestSchema, { saveAddress: 'yes' })).toBe('saveAddress must be true or false');
    expect(v.parse(checkoutRequestSchema, {})).toEqual({ phone: '', saveAddress: false, paymentMethod: 'card' });
    expect(issue(cartQuantitySchema, { quantity: 'two' })).toBe('The quantity must be a number');
    expect(issue(visitorCartSchema, { items: 'all' })).toBe('Send the cart as a list of lines');
  });

  it("prices a line at the volume price its quantity reaches, packs included, and tells a moved price of the product's own", () => {
    const hammer = product(1, { price: 24, max: 100, packSize: 5, priceBreaks: [{ from: 20, to: null, price: 22 }] });
    const [line] = viewCart([item(hammer, 20, 24)], catalogue(hammer)).lines;
    expect(line).toMatchObject({ unitPrice: 22, lineTotal: 440, packSize: 5, pricing: { price: 24, priceBreaks: hammer.priceBreaks }, problem: null });
    expect(atVolumePrice(line)).toBe(true);
    expect(movedPrice(line)).toBeNull();
    expect(atVolumePrice({ unitPrice: 24, pricing: { price: 24, priceBreaks: [] } })).toBe(false);
    expect(atVolumePrice({ unitPrice: 25, pricing: { price: 24, priceBreaks: [] } })).toBe(false);
    // The product's own price moved since the line was put in: what it was and is.
    expect(movedPrice({ ...line, addedPrice: 23 })).toEqual({ was: 23, now: 24 });
    // Between packs: the line says so, and cannot be checked out.
    const [between] = viewCart([item(hammer, 22, 24)], catalogue(hammer)).lines;
    expect(between).toMatchObject({ problem: 'quantity', message: 'Sold in packs of 5: order 20 or 25' });
  });

  it('cannot be checked out empty, or costing more than one card payment takes', () => {
    expect(viewCart([], new Map()).blocked).toBe(cartMessages.empty);
    const dear = [product(1, { price: 600_000, max: 1 }), product(2, { price: MAX_ORDER_TOTAL - 600_000, max: 1 })];
    expect(viewCart(dear.map((p) => item(p, 1)), catalogue(...dear)).blocked).toBeNull();
    const dearer = [dear[0], product(2, { price: MAX_ORDER_TOTAL - 599_999, max: 1 })];
    expect(viewCart(dearer.map((p) => item(p, 1)), catalogue(...dearer)).blocked).toBe(cartMessages.tooDear);
  });
});

describe("a visitor's cart merged into the account's", () => {
  it('adds quantities of one product up, caps them at its maximum and says so', () => {
    const [saw, drill] = [product(1, { max: 5 }), product(2)];
    const { items, notices } = mergeCarts([item(saw, 3, 9)], [{ productId: 'p1', quantity: 4 }, { productId: 'p2', quantity: 2 }], catalogue(saw, drill));
    expect(items).toEqual([item(saw, 5, 9), item(drill, 2)]);
    expect(notices).toEqual([cartMessages.capped('Part 1', 5)]);
  });

  it('leaves out products no longer sold, and says so unless the account already lists them', () => {
    const saw = product(1);
    const { items, notices } = mergeCarts([item(product(9), 1)], [{ productId: 'p9', quantity: 1 }, { productId: 'p7', quantity: 1 }, { productId: 'p1', quantity: 1 }], catalogue(saw));
    expect(items).toEqual([item(product(9), 1), item(saw, 1)]);
    expect(notices).toEqual([cartMessages.dropped('A product in your cart')]);
  });

  it('says nothing of a product gone that the account’s cart lists already', () => {
    const gone = product(9);
    expect(mergeCarts([item(gone, 1)], [{ productId: 'p9', quantity: 2 }], catalogue()).notices).toEqual([]);
  });

  it('keeps to the most lines a cart holds', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, n) => item(product(n + 1), 1));
    const extra = product(500);
    const { items, notices } = mergeCarts(full, [{ productId: 'p500', quantity: 1 }], catalogue(extra));
    expect(items).toHaveLength(MAX_CART_LINES);
    expect(notices).toEqual([`Part 500 was left out: ${cartMessages.full}`]);
  });

  it('words shortages line by line', () => {
    expect(cartMessages.shortages([{ name: 'Saw', available: 2 }, { name: 'Drill', available: 0 }])).toBe('Not enough in stock for Saw (only 2 left), Drill (out of stock): change those lines and try again');
    expect(cartMessages.priceChanged(1234)).toBe('Prices have changed since you added these products: your order now costs $1,234 before VAT. Please review your order.');
  });
});
