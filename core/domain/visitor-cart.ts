import * as v from 'valibot';
import { cartItemSchema, cartMessages, MAX_CART_LINES, type CartItem } from './cart';
import type { Id } from './ids';
import { checkQuantity, type QuantityTerms } from './product';

/** A line of a visitor's cart, as the browser keeps it: which product and how many, nothing the shop must trust. */
export type VisitorCartItem = Pick<CartItem, 'productId' | 'quantity'>;

/** What a line's quantity is checked against: the product's bounds, packs and prices, as the account's cart checks them. */
export type CartBounds = Omit<QuantityTerms, 'stock'>;

/** A visitor's cart changed, or why not, in the shop's words. */
export type VisitorCartChange = { ok: true; items: VisitorCartItem[] } | { ok: false; message: string };

// Bounds are the rule here, as on the server's cart: stock is shown beside the line and decided at checkout.
const refusalOf = (bounds: CartBounds, quantity: number) => {
  const verdict = checkQuantity(bounds, quantity);
  return verdict.ok ? null : verdict.message;
};

/** Adds `quantity` units of a product: to its line when there is one, within the product's bounds (the spec's messages). */
export function addToVisitorCart(items: readonly VisitorCartItem[], product: CartBounds & { _id: Id }, quantity: number): VisitorCartChange {
  const known = items.find((item) => item.productId === product._id);
  const wanted = (known?.quantity ?? 0) + quantity;
  const refusal = refusalOf(product, wanted);
  if (refusal) return { ok: false, message: refusal };
  if (!known && items.length >= MAX_CART_LINES) return { ok: false, message: cartMessages.full };
  return {
    ok: true,
    items: known ? items.map((item) => (item === known ? { ...item, quantity: wanted } : item)) : [...items, { productId: product._id, quantity: wanted }],
  };
}

/** Sets how many units of a product the cart holds, within its bounds. */
export function setVisitorQuantity(items: readonly VisitorCartItem[], productId: Id, bounds: CartBounds, quantity: number): VisitorCartChange {
  if (!items.some((item) => item.productId === productId)) return { ok: false, message: cartMessages.notInCart };
  const refusal = refusalOf(bounds, quantity);
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, items: items.map((item) => (item.productId === productId ? { ...item, quantity } : item)) };
}

export const removeFromVisitorCart = (items: readonly VisitorCartItem[], productId: Id): VisitorCartItem[] => items.filter((item) => item.productId !== productId);

/**
 * The lines kept in a browser, read back: whatever was stored is only trusted as far as the cart's
 * schema goes, a product's line kept once, at most MAX_CART_LINES of them.
 */
export function visitorCartFrom(stored: unknown): VisitorCartItem[] {
  if (!Array.isArray(stored)) return [];
  const items: VisitorCartItem[] = [];
  for (const entry of stored) {
    const parsed = v.safeParse(cartItemSchema, entry);
    if (parsed.success && !items.some((item) => item.productId === parsed.output.productId)) items.push(parsed.output);
  }
  return items.slice(0, MAX_CART_LINES);
}
