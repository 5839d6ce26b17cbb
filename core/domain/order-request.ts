import * as v from 'valibot';
import { idSchema } from './ids';
import { phoneSchema } from './order';

const quantitySchema = v.pipe(v.number('The quantity must be a number'), v.safeInteger('Use a whole number for the quantity'));

/**
 * What the browser sends to place an order: the spec's payload plus the product's id. The
 * customer, name and price it names are checked against the truth, never stored as sent.
 */
export const orderRequestSchema = v.object({
  productId: idSchema,
  quantity: quantitySchema,
  phone: v.optional(phoneSchema, ''),
  requestId: v.optional(idSchema),
  product: v.optional(v.pipe(v.string(), v.maxLength(500))),
  totalPrice: v.optional(v.number('The total price must be a number')),
  customer: v.optional(v.pipe(v.string(), v.maxLength(254))),
  customerName: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type OrderRequest = v.InferInput<typeof orderRequestSchema>;
/** An order request once the schema has shaped it (the phone trimmed, its default filled). */
export type PlacedOrderRequest = v.InferOutput<typeof orderRequestSchema>;
