import * as v from 'valibot';
import type { Id } from './ids';
import { messages } from './messages';
import { oneLine, requiredInteger, requiredText } from './validation';

export interface Product {
  _id: Id;
  name: string;
  description: string;
  /** Whole dollars. */
  price: number;
  /** Largest quantity one order may hold. */
  max: number;
  /** Smallest quantity one order may hold. */
  min: number;
  /** URL of the product's picture. */
  image: string;
}

/** A product as the catalogue lists it: with how many customers have ordered it. */
export interface CatalogueProduct extends Product {
  customerCount: number;
}

export type NewProduct = Omit<Product, '_id'>;

export const MAX_PRICE = 1_000_000;
export const MAX_ORDER_QUANTITY = 100_000;

const boundedInteger = (required: string, low: number, high: number, what: string) =>
  v.pipe(requiredInteger(required), v.minValue(low, `${what} must be at least ${low}`), v.maxValue(high, `${what} must be at most ${high}`));

/** What an admin enters for a product; the image is its URL once stored. */
export const productFields = {
  name: v.pipe(requiredText(messages.productNameRequired, 120), oneLine('the product name')),
  description: requiredText(messages.descriptionRequired, 4000),
  price: boundedInteger(messages.priceRequired, 0, MAX_PRICE, 'Price'),
  max: boundedInteger(messages.maxRequired, 1, MAX_ORDER_QUANTITY, 'Maximum'),
  min: boundedInteger(messages.minRequired, 1, MAX_ORDER_QUANTITY, 'Minimum'),
  image: v.pipe(requiredText(messages.imageRequired, 2000), oneLine('the image address')),
};

export const newProductSchema = v.pipe(
  v.object(productFields),
  v.forward(
    v.check((p) => p.min <= p.max, 'Minimum must not be above the maximum'),
    ['min'],
  ),
);

export type QuantityVerdict =
  | { ok: true }
  | { ok: false; reason: 'above_max' | 'below_min' | 'not_whole'; message: string };

/** Whether `quantity` may be ordered of `product`: the one quantity rule. */
export function checkQuantity(product: Pick<Product, 'min' | 'max'>, quantity: number): QuantityVerdict {
  if (!Number.isSafeInteger(quantity)) return { ok: false, reason: 'not_whole', message: 'Use a whole number' };
  if (quantity > product.max) return { ok: false, reason: 'above_max', message: messages.maximumExceeded };
  if (quantity < product.min) return { ok: false, reason: 'below_min', message: messages.minimumNotReached };
  return { ok: true };
}

/** Total price of an order line, in whole dollars. */
export const totalPrice = (product: Pick<Product, 'price'>, quantity: number) => product.price * quantity;
