import * as v from 'valibot';
import type { Id } from './ids';
import { messages } from './messages';
import { oneLine, readable, requiredInteger, requiredText } from './validation';
import { priceBreaksSchema, priceTiers, unitPriceAt, whyNotPriced, type PriceBreak, type Pricing } from './volume-prices';

export interface Product {
  _id: Id;
  name: string;
  /** The manufacturer's part number (SKU), unique ignoring case: "HT-DRL-18V". */
  partNumber: string;
  description: string;
  /** Whole dollars. */
  price: number;
  /** Largest quantity one order may hold. */
  max: number;
  /** Smallest quantity one order may hold. */
  min: number;
  /** URL of the product's picture. */
  image: string;
  /** Units that can be ordered now: neither sold nor held for an unpaid order. */
  stock: number;
  /** The category it is listed under; null for none yet. */
  categoryId: Id | null;
  /** It is sold in multiples of this many (screws by the box of 100); 1 for single units. */
  packSize: number;
  /** Lower unit prices from larger quantities on; empty when one price holds for every quantity. */
  priceBreaks: PriceBreak[];
}

/** A product as the catalogue lists it: with how many customers have ordered it. */
export interface CatalogueProduct extends Product {
  customerCount: number;
}

/**
 * A product as an admin adds or edits it: without a part number, the shop gives a new one its next
 * (HT-10001) and an edited one keeps its own; without a category, a new one has none and an edited
 * one keeps its own (null takes it out of its category); without a pack size or price breaks, a new
 * one is sold by the unit at one price and an edited one keeps its own.
 */
export type NewProduct = Omit<Product, '_id' | 'partNumber' | 'categoryId' | 'packSize' | 'priceBreaks'> & {
  partNumber?: string;
  categoryId?: Id | null;
  packSize?: number;
  priceBreaks?: PriceBreak[];
};

/** What the shop says when a product changed while an order of it was being placed, read again and changed again. */
export const placingMessages = {
  productChanged: 'This product changed while your order was being placed: review it and try again',
} as const;

/** What the shop says of part numbers. */
export const partNumberMessages = {
  format: 'A part number is 1 to 40 letters, digits, dots, dashes or slashes, starting with a letter or digit',
  taken: (partNumber: string) => `Another product has the part number ${partNumber}`,
} as const;

/**
 * The most one order may cost, in whole dollars: one card payment takes at most $999,999.99
 * (Stripe's ceiling), so every order the shop takes can be paid by card.
 */
export const MAX_ORDER_TOTAL = 999_999;
/** The most one card payment takes, in cents, VAT included: what an order paid by card may cost with its VAT. */
export const MAX_CARD_CENTS = 99_999_999;
/** Whole dollars: one unit at the highest price is an order one card payment can take. */
export const MAX_PRICE = MAX_ORDER_TOTAL;
export const MAX_ORDER_QUANTITY = 100_000;
// The highest price times the highest quantity, in cents, is about 10^13: exact in a double and a bigint column.

/** Whole dollars in words: $1,249. */
export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** What the shop says when an order would cost more than one card payment takes. */
export const orderTotalMessages = {
  tooLarge: (most: number) =>
    most > 0
      ? `One order can cost at most ${dollars(MAX_ORDER_TOTAL)}, the most a card payment takes: order ${most} or fewer, or split it into several orders`
      : `One order can cost at most ${dollars(MAX_ORDER_TOTAL)}, the most a card payment takes`,
  minimumTooDear: `At this price the minimum quantity would cost more than ${dollars(MAX_ORDER_TOTAL)}, the most one order can cost`,
  cannotBePaid: `This order costs more than ${dollars(MAX_ORDER_TOTAL)}, the most a card payment takes: it cannot be paid by card`,
} as const;

export const MAX_STOCK = 100_000_000;
/** From this many units down, the shop says how many are left. */
export const LOW_STOCK = 10;

export const stockMessages = {
  required: 'Units in stock is required',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  onlyLeft: (units: number) => `Only ${units} left`,
  notEnough: (units: number) => (units > 0 ? `Only ${units} left in stock: order ${units} or fewer` : 'This product is out of stock'),
  holdLapsed: 'The units held for this order went back to stock and have been ordered since: it can no longer be paid. Delete it and order again when the product is back in stock',
  overUnpaidCap: (held: number, cap: number, confirmed: boolean) =>
    `Your unpaid orders hold ${held} units, and one account may hold at most ${cap} units waiting for payment${confirmed ? '' : ' until its email address is confirmed'}. ` +
    `Pay for or delete an unpaid order first${confirmed ? '' : ', or confirm your email address with the link we sent you'}.`,
  paidAfterUnitsGone: 'The units held for this order went back to stock and were ordered by someone else before your payment arrived: the order is cancelled and your payment refunded in full',
} as const;

export type Availability = { kind: 'in' | 'low' | 'out'; text: string };

/** What the catalogue says of a product's stock: out when not even its minimum is left. */
export function availability(product: Pick<Product, 'stock' | 'min'>): Availability {
  if (product.stock < product.min) return { kind: 'out', text: stockMessages.outOfStock };
  if (product.stock <= LOW_STOCK) return { kind: 'low', text: stockMessages.onlyLeft(product.stock) };
  return { kind: 'in', text: stockMessages.inStock };
}

/** The most one order may take now: the product's maximum, or fewer when fewer are in stock, in whole packs. */
export function orderableMost(product: Pick<Product, 'stock' | 'max' | 'packSize'>) {
  const most = Math.max(0, Math.min(product.max, product.stock));
  return most - (most % product.packSize);
}

/** The allowed quantities either side of `quantity`: whole packs within the product's bounds. */
export function nearestInPacks({ min, max, packSize }: Pick<Product, 'min' | 'max' | 'packSize'>, quantity: number): number[] {
  const below = quantity - (quantity % packSize);
  return [below, below + packSize].filter((near) => near >= min && near <= max && near !== quantity);
}

/** What the shop says of pack sizes. */
export const packMessages = {
  /** Beside the quantity field: how the product is sold. */
  soldInPacks: (packSize: number) => `Sold in packs of ${packSize}`,
  notInPacks: (product: Pick<Product, 'min' | 'max' | 'packSize'>, quantity: number) => {
    const near = nearestInPacks(product, quantity);
    return `Sold in packs of ${product.packSize}${near.length > 0 ? `: order ${near.join(' or ')}` : ''}`;
  },
  boundNotInPacks: (what: 'minimum' | 'maximum', packSize: number) => `The ${what} must be a multiple of the pack size, ${packSize}`,
} as const;

const boundedInteger = (required: string, low: number, high: number, what: string, lowMessage = `${what} must be at least ${low}`) =>
  v.pipe(requiredInteger(required), v.minValue(low, lowMessage), v.maxValue(high, `${what} must be at most ${high}`));

/** What an admin enters for a product; the image is its URL once stored. */
export const productFields = {
  name: v.pipe(requiredText(messages.productNameRequired, 120), oneLine('the product name'), readable('the product name')),
  // Left empty, the shop gives a new product its next part number, and an edited one keeps its own.
  partNumber: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((typed) => typed === '' || /^[A-Za-z0-9][A-Za-z0-9./-]{0,39}$/.test(typed), partNumberMessages.format),
      v.transform((typed) => (typed === '' ? undefined : typed)),
    ),
  ),
  description: v.pipe(requiredText(messages.descriptionRequired, 4000), readable('the description')),
  // A price of 0 would be a product given away: an order with nothing to pay.
  price: boundedInteger(messages.priceRequired, 1, MAX_PRICE, 'Price', 'Price must be at least $1'),
  max: boundedInteger(messages.maxRequired, 1, MAX_ORDER_QUANTITY, 'Maximum'),
  min: boundedInteger(messages.minRequired, 1, MAX_ORDER_QUANTITY, 'Minimum'),
  image: v.pipe(requiredText(messages.imageRequired, 2000), oneLine('the image address')),
  stock: boundedInteger(stockMessages.required, 0, MAX_STOCK, 'Units in stock', 'Units in stock cannot be below 0'),
  categoryId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Choose a category of the catalogue')))),
  packSize: v.optional(boundedInteger('The pack size is required', 1, MAX_ORDER_QUANTITY, 'The pack size', 'The pack size must be at least 1')),
  priceBreaks: v.optional(priceBreaksSchema),
};

/** Why a product's bounds, pack size and breaks do not fit together, as a field and a message, or null when they do. */
export function termsProblem(product: Pick<Product, 'min' | 'max' | 'price' | 'packSize' | 'priceBreaks'>): { field: 'min' | 'max' | 'priceBreaks'; message: string } | null {
  if (product.min % product.packSize !== 0) return { field: 'min', message: packMessages.boundNotInPacks('minimum', product.packSize) };
  if (product.max % product.packSize !== 0) return { field: 'max', message: packMessages.boundNotInPacks('maximum', product.packSize) };
  const unpriced = whyNotPriced(product);
  return unpriced ? { field: 'priceBreaks', message: unpriced } : null;
}

/** The terms as an added product has them when the admin leaves pack size and breaks out. */
export const soldByTheUnit = { packSize: 1, priceBreaks: [] as PriceBreak[] };

/** A new or edited product's terms with what it left out taken from `kept` (the product as stored, or sold by the unit). */
export const completeTerms = <T extends NewProduct>(product: T, kept: Pick<Product, 'packSize' | 'priceBreaks'>) => ({
  ...product,
  packSize: product.packSize ?? kept.packSize,
  priceBreaks: product.priceBreaks ?? kept.priceBreaks,
});

const wellFormed = (b: PriceBreak) => [b.from, b.to ?? 1, b.price].every((n) => Number.isSafeInteger(n) && n >= 1);

// A product's bounds, packs and breaks as one, on the field the problem is in; left to the fields'
// own messages while the minimum is above the maximum, the pack size below 1 or a break not whole numbers.
const fitsTogether = <Field extends 'min' | 'max' | 'priceBreaks'>(field: Field) =>
  v.forward<NewProductInput, v.CheckIssue<NewProductInput>, [Field]>(
    v.check(
      // Stryker disable next-line LogicalOperator: a pack size left out is 1, and 1 is never below 1 either way
      (p) => p.min > p.max || (p.packSize ?? 1) < 1 || !(p.priceBreaks ?? []).every(wellFormed) || termsProblem(completeTerms(p, soldByTheUnit))?.field !== field,
      // Stryker disable next-line StringLiteral: the message is asked for only when there is a problem
      (issue) => termsProblem(completeTerms(issue.input, soldByTheUnit))?.message ?? '',
    ),
    [field],
  );

const productObject = v.object(productFields);
type NewProductInput = v.InferOutput<typeof productObject>;

export const newProductSchema = v.pipe(
  productObject,
  v.forward(
    v.check((p) => p.min <= p.max, 'Minimum must not be above the maximum'),
    ['min'],
  ),
  // A product whose smallest order costs more than one order may could never be ordered.
  v.forward(
    v.check((p) => p.price * p.min <= MAX_ORDER_TOTAL, orderTotalMessages.minimumTooDear),
    ['min'],
  ),
  fitsTogether('min'),
  fitsTogether('max'),
  fitsTogether('priceBreaks'),
);

export type QuantityVerdict =
  | { ok: true }
  | { ok: false; reason: 'above_max' | 'below_min' | 'not_whole' | 'not_in_packs' | 'above_total' | 'above_stock'; message: string };

/** What a quantity is checked against: the product's bounds, pack size and prices, and its stock where it is known. */
export type QuantityTerms = Pick<Product, 'min' | 'max' | 'price' | 'priceBreaks' | 'packSize'> & Partial<Pick<Product, 'stock'>>;

/** Whether `quantity` may be ordered of `product`: within its bounds, in whole packs, and at a total one card payment takes. */
export function checkQuantity(product: QuantityTerms, quantity: number): QuantityVerdict {
  if (!Number.isSafeInteger(quantity)) return { ok: false, reason: 'not_whole', message: 'Use a whole number' };
  if (quantity > product.max) return { ok: false, reason: 'above_max', message: messages.maximumExceeded };
  if (quantity < product.min) return { ok: false, reason: 'below_min', message: messages.minimumNotReached };
  if (quantity % product.packSize !== 0) return { ok: false, reason: 'not_in_packs', message: packMessages.notInPacks(product, quantity) };
  if (totalPrice(product, quantity) > MAX_ORDER_TOTAL) {
    // A product saved before the limit may cost too much at its minimum: then no count is right.
    return { ok: false, reason: 'above_total', message: orderTotalMessages.tooLarge(mostWithinTotal(product)) };
  }
  // Stryker disable next-line ConditionalExpression: equivalent, a number is never above undefined; the test is there for the type
  if (product.stock !== undefined && quantity > product.stock) return { ok: false, reason: 'above_stock', message: stockMessages.notEnough(product.stock) };
  return { ok: true };
}

/**
 * What the ordering rules read of a product: its name, part number, price and breaks (the line's
 * snapshot), its bounds and pack size. An order checked against these is stored only while the product still has them.
 */
export type ProductTerms = Pick<Product, '_id' | 'name' | 'partNumber' | 'price' | 'priceBreaks' | 'min' | 'max' | 'packSize'>;

export const termsOf = ({ _id, name, partNumber, price, priceBreaks, min, max, packSize }: ProductTerms): ProductTerms => ({
  _id,
  name,
  partNumber,
  price,
  priceBreaks,
  min,
  max,
  packSize,
});

const sameBreaks = (a: readonly PriceBreak[], b: readonly PriceBreak[]) =>
  a.length === b.length && a.every((one, at) => one.from === b[at].from && one.to === b[at].to && one.price === b[at].price);

/** Whether `now` still has the terms an order was checked against. */
export const sameTerms = (then: ProductTerms, now: ProductTerms) =>
  then._id === now._id &&
  then.name === now.name &&
  then.partNumber === now.partNumber &&
  then.price === now.price &&
  sameBreaks(then.priceBreaks, now.priceBreaks) &&
  then.min === now.min &&
  then.max === now.max &&
  then.packSize === now.packSize;

/** Total price of an order line, in whole dollars: the quantity at the unit price its volume reaches. */
export const totalPrice = (product: Pricing, quantity: number) => unitPriceAt(product, quantity) * quantity;

/** The most of `product` one order may hold within its bounds and packs at a total one card payment takes; 0 when none may. */
export function mostWithinTotal(product: Pick<Product, 'min' | 'max' | 'price' | 'priceBreaks' | 'packSize'>): number {
  let most = 0;
  // Each price holds over a range of quantities: the most within one is its end, or fewer where the total would pass the limit.
  for (const tier of priceTiers(product)) {
    const affordable = Math.min(tier.to, Math.floor(MAX_ORDER_TOTAL / tier.price));
    const inPacks = affordable - (affordable % product.packSize);
    if (inPacks >= tier.from) most = inPacks;
  }
  return most;
}
