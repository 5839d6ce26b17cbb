import { paymentMethodSchema, type PaymentMethod } from './on-account';
import * as v from 'valibot';
import { idSchema, type Id } from './ids';
import { checkQuantity, MAX_ORDER_TOTAL, stockMessages, type Product, type QuantityTerms } from './product';
import { unitPriceAt, type Pricing } from './volume-prices';
import { totalOf, unitsOf } from './order-line';
import { addressSchema } from './address';
import { phoneSchema } from './order';

/** The most lines one cart, and so one order, holds. */
export const MAX_CART_LINES = 100;

/** A line of a cart as kept: which product, how many, and what one cost when it was put in. */
export interface CartItem {
  productId: Id;
  quantity: number;
  /** The product's name when it was put in: what the line is called once the product is gone. */
  name: string;
  /** Whole dollars for one unit when it was put in: a later price is shown beside it, never charged silently. */
  addedPrice: number;
}

/** What stands in the way of checking a line out, in the words the cart shows beside it. */
export type CartProblem = 'gone' | 'out-of-stock' | 'short' | 'quantity';

/** A cart line as the cart page shows it: the product as it is now, and what stops it being ordered. */
export interface CartLine {
  productId: Id;
  name: string;
  /** The product's part number; null once it is no longer sold. */
  partNumber: string | null;
  image: string | null;
  /** Whole dollars for one unit now, at the line's quantity (the price when added, once the product is gone). */
  unitPrice: number;
  /** The product's own price when the line was put in. */
  addedPrice: number;
  /** The product's price and volume breaks now: what another quantity would cost. */
  pricing: Pricing;
  quantity: number;
  lineTotal: number;
  min: number;
  max: number;
  packSize: number;
  /** Units that can be ordered now. */
  stock: number;
  problem: CartProblem | null;
  /** The problem in the shop's words, or null. */
  message: string | null;
}

export interface CartView {
  lines: CartLine[];
  /** Units across the lines. */
  units: number;
  /** Whole dollars: what the lines cost at today's prices. */
  subtotal: number;
  /** Why it cannot be checked out as it is, or null when it can. */
  blocked: string | null;
}

export const cartMessages = {
  empty: 'Your cart is empty',
  full: `A cart holds at most ${MAX_CART_LINES} products: order these first, or remove some`,
  gone: 'This product is no longer sold: remove it from your cart',
  notInCart: 'That product is not in your cart',
  fixLines: 'Some lines cannot be ordered as they are: change or remove them first',
  tooDear: `This cart costs more than $${MAX_ORDER_TOTAL.toLocaleString('en-US')}, the most one card payment takes: split it into several orders`,
  changed: 'Your cart changed while you checked out: review it and try again',
  /** `total`: the lines' net, whole dollars; the VAT is worked out for the address at checkout. */
  priceChanged: (total: number) => `Prices have changed since you added these products: your order now costs $${total.toLocaleString('en-US')} before VAT. Please review your order.`,
  capped: (name: string, max: number) => `${name}: ${max} at most in one order, so your cart holds ${max}`,
  dropped: (name: string) => `${name} is no longer sold, so it was left out`,
  shortages: (lines: readonly { name: string; available: number }[]) =>
    `Not enough in stock for ${lines.map(({ name, available }) => (available > 0 ? `${name} (only ${available} left)` : `${name} (out of stock)`)).join(', ')}: change those lines and try again`,
  added: (name: string, quantity: number) => `Added to your cart: ${quantity} × ${name}`,
  removed: (name: string) => `Removed from your cart: ${name}`,
  /** At sign-in, before what changed in the merge (if anything). */
  merged: 'The products you chose before signing in are in your cart now',
  mergeFailed: 'The products you chose before signing in could not be added to your cart yet: they stay in this browser and are added at your next sign-in',
  /** A visitor's cart is checked out once they sign in: it comes with them. */
  signInToCheckout: 'Sign in or create an account to check out: your cart comes with you',
  /** Under the cart's subtotal: what it shows is today's price, and checkout charges only a total the customer saw. */
  pricedToday: 'At today\'s prices: the total is checked again when you place the order',
  /** Beside a line whose product's price moved since it was put in (`was` and `now` as the reader is shown prices): the new price is what checkout charges. */
  priceMoved: (up: boolean, was: string, now: string) => `${up ? 'Price up' : 'Price down'} since you added it: it was ${was}, now ${now}`,
} as const;

/** The product's own price when the line was put in and now, when it has moved since; null when it has not. */
export const movedPrice = (line: Pick<CartLine, 'addedPrice' | 'pricing'>) =>
  line.pricing.price !== line.addedPrice ? { was: line.addedPrice, now: line.pricing.price } : null;

/** Whether the line's quantity reaches a volume price: one unit costs less than the product's own price. */
export const atVolumePrice = (line: Pick<CartLine, 'unitPrice' | 'pricing'>) => line.unitPrice < line.pricing.price;

/** A line's problem with its product as it is now. */
function problemOf(product: QuantityTerms | null, quantity: number): { problem: CartProblem; message: string } | null {
  if (!product) return { problem: 'gone', message: cartMessages.gone };
  if (product.stock === 0) return { problem: 'out-of-stock', message: stockMessages.outOfStock };
  const verdict = checkQuantity(product, quantity);
  if (verdict.ok) return null;
  return { problem: verdict.reason === 'above_stock' ? 'short' : 'quantity', message: verdict.message };
}

/** The cart as it stands against the catalogue now: `products` holds the lines' products that still exist. */
export function viewCart(items: readonly CartItem[], products: ReadonlyMap<Id, Product>): CartView {
  const lines = items.map((item): CartLine => {
    const product = products.get(item.productId) ?? null;
    const pricing: Pricing = product ? { price: product.price, priceBreaks: product.priceBreaks } : { price: item.addedPrice, priceBreaks: [] };
    const unitPrice = unitPriceAt(pricing, item.quantity);
    const problem = problemOf(product, item.quantity);
    return {
      productId: item.productId,
      name: product?.name ?? item.name,
      partNumber: product?.partNumber ?? null,
      image: product?.image ?? null,
      unitPrice,
      addedPrice: item.addedPrice,
      pricing,
      quantity: item.quantity,
      lineTotal: unitPrice * item.quantity,
      min: product?.min ?? 1,
      max: product?.max ?? item.quantity,
      packSize: product?.packSize ?? 1,
      stock: product?.stock ?? 0,
      problem: problem?.problem ?? null,
      message: problem?.message ?? null,
    };
  });
  const subtotal = totalOf(lines);
  const blocked = lines.length === 0 ? cartMessages.empty : lines.some((line) => line.problem) ? cartMessages.fixLines : subtotal > MAX_ORDER_TOTAL ? cartMessages.tooDear : null;
  return { lines, units: unitsOf(lines), subtotal, blocked };
}

/**
 * A visitor's cart added to the account's at sign-in: quantities of one product added up and capped
 * at its maximum, products no longer sold left out, at most MAX_CART_LINES lines; what changed, in
 * words to tell the customer.
 */
export function mergeCarts(account: readonly CartItem[], visitor: readonly Pick<CartItem, 'productId' | 'quantity'>[], products: ReadonlyMap<Id, Product>): { items: CartItem[]; notices: string[] } {
  const items = account.map((item) => ({ ...item }));
  const notices: string[] = [];
  for (const { productId, quantity } of visitor) {
    const product = products.get(productId);
    const known = items.find((item) => item.productId === productId);
    if (!product) {
      if (!known) notices.push(cartMessages.dropped('A product in your cart'));
      continue;
    }
    const wanted = (known?.quantity ?? 0) + quantity;
    const kept = Math.min(wanted, product.max);
    if (kept < wanted) notices.push(cartMessages.capped(product.name, product.max));
    if (known) known.quantity = kept;
    else if (items.length < MAX_CART_LINES) items.push({ productId, quantity: kept, name: product.name, addedPrice: product.price });
    else notices.push(`${product.name} was left out: ${cartMessages.full}`);
  }
  return { items, notices };
}

const quantitySchema = v.pipe(v.number('The quantity must be a number'), v.safeInteger('Use a whole number for the quantity'), v.minValue(1, 'The quantity must be at least 1'));

/** Putting a product in the cart, or setting how many. */
export const cartItemSchema = v.object({ productId: idSchema, quantity: quantitySchema });
export const cartQuantitySchema = v.object({ quantity: quantitySchema });

/** A visitor's cart, as the browser kept it, to merge at sign-in or to show. */
export const visitorCartSchema = v.object({
  items: v.pipe(v.array(cartItemSchema, 'Send the cart as a list of lines'), v.maxLength(MAX_CART_LINES, cartMessages.full)),
});

/** Checking the cart out: where it goes (as the order form asks), the phone, the browser's key, and the total the customer was shown. */
export const checkoutRequestSchema = v.object({
  requestId: v.optional(idSchema),
  phone: v.optional(phoneSchema, ''),
  addressId: v.optional(idSchema),
  address: v.optional(addressSchema),
  saveAddress: v.optional(v.boolean('saveAddress must be true or false'), false),
  /** Whole dollars: the total the checkout page showed; another total now answers 409 with it. */
  expectedTotal: v.optional(v.number('The expected total must be a number')),
  paymentMethod: paymentMethodSchema,
});
/** A checkout once shaped by the schema; a caller inside the shop may leave the payment out (by card). */
export type CheckoutRequest = Omit<v.InferOutput<typeof checkoutRequestSchema>, 'paymentMethod'> & { paymentMethod?: PaymentMethod };
