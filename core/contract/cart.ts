import * as v from 'valibot';
import { cartItemSchema, cartQuantitySchema, checkoutRequestSchema, visitorCartSchema, type CartView } from '../domain/cart';
import type { MergedCart } from '../shop/carts';
import { orderPlacedSchema } from './orders';
import { priceBreakShape } from './catalogue';
import { idParams, type RouteContract } from './route-contract';

const cartLineSchema = v.object({
  productId: v.string(),
  name: v.string(),
  partNumber: v.nullable(v.string()),
  image: v.nullable(v.string()),
  unitPrice: v.number(),
  addedPrice: v.number(),
  pricing: v.object({ price: v.number(), priceBreaks: v.array(priceBreakShape) }),
  quantity: v.number(),
  lineTotal: v.number(),
  min: v.number(),
  max: v.number(),
  packSize: v.number(),
  stock: v.number(),
  problem: v.nullable(v.picklist(['gone', 'out-of-stock', 'short', 'quantity'])),
  message: v.nullable(v.string()),
});

export const cartSchema = v.object({ lines: v.array(cartLineSchema), units: v.number(), subtotal: v.number(), blocked: v.nullable(v.string()) }) satisfies v.GenericSchema<CartView>;
export const mergedCartSchema = v.object({ ...cartSchema.entries, notices: v.array(v.string()) }) satisfies v.GenericSchema<MergedCart>;

const CART_ANSWER = '`{ lines, units, subtotal, blocked }`: each line with its product as it is now (`unitPrice` at the quantity of the line, `pricing`: the price and volume breaks of the product, and `addedPrice`: its price when put in), `problem` and `message` when it cannot be ordered as it is (`gone`, `out-of-stock`, `short`, `quantity`), and `blocked`: why the cart cannot be checked out, or null';

/** The cart: the caller's own, kept on the server; a visitor's is kept by the browser and shown or merged here. */
export const cartRoutes = {
  getCart: { method: 'GET', path: '/api/cart', doc: `the caller's cart, ${CART_ANSWER}`, access: 'signed-in', response: cartSchema },
  addToCart: {
    method: 'POST',
    path: '/api/cart',
    doc: "`{ productId, quantity }` added to the caller's cart (to the product's line when it has one); the cart. A quantity outside the product's bounds answers 400 in the spec's words ('Maximum Quantity Exceeded', 'Add Minimum Quantity'); a cart holds at most 100 products (409)",
    body: cartItemSchema,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: cartSchema,
  },
  setCartQuantity: {
    method: 'PUT',
    path: '/api/cart/:id',
    doc: "`{ quantity }` for the product `:id` in the caller's cart, within its bounds (400 otherwise); the cart",
    params: idParams,
    body: cartQuantitySchema,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: cartSchema,
  },
  removeFromCart: { method: 'DELETE', path: '/api/cart/:id', doc: "the product `:id` taken out of the caller's cart; the cart", params: idParams, access: 'signed-in', rateLimit: 'addresses', response: cartSchema },
  mergeCart: {
    method: 'POST',
    path: '/api/cart/merge',
    doc: "a visitor's cart `{ items: [{ productId, quantity }] }` added to the caller's at sign-in: quantities of one product added up and capped at its maximum, products no longer sold left out; the cart with `notices`, what changed in words to show",
    body: visitorCartSchema,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: mergedCartSchema,
  },
  previewCart: {
    method: 'POST',
    path: '/api/cart/preview',
    doc: `a visitor's cart \`{ items: [{ productId, quantity }] }\` shown against the catalogue, stored nowhere: ${CART_ANSWER}`,
    body: visitorCartSchema,
    access: 'public',
    response: cartSchema,
  },
  checkout: {
    method: 'POST',
    path: '/api/checkout',
    doc: "201 `{ success: true, order }`: the caller's cart placed as one order, to pay with one card payment. Where it goes as for `POST /api/order` (`addressId`, or `address` with `saveAddress`), with `phone`, `requestId` and `expectedTotal`, the total the customer was shown: another total now answers 409 with the new one. Every line's units are taken at once or none: a shortage answers 409 naming each short line and how many are left. A line that cannot be ordered answers 400 or 409 naming it, an empty cart 409. The cart empties in the transaction that stores the order; the same `requestId` again answers the order placed, and a second checkout of the same cart (another tab) is refused",
    body: checkoutRequestSchema,
    access: 'signed-in',
    changesCatalogue: true,
    rateLimit: 'orders',
    response: orderPlacedSchema,
    status: 201,
  },
} as const satisfies Record<string, RouteContract>;
