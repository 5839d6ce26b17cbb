import * as v from 'valibot';
import { addressSchema } from './address';
import { idSchema } from './ids';
import { phoneSchema } from './order';
import { paymentMethodSchema, type PaymentMethod } from './on-account';

const quantitySchema = v.pipe(v.number('The quantity must be a number'), v.safeInteger('Use a whole number for the quantity'));

/**
 * What the browser sends to place an order: the spec's payload plus the product's id. The spec
 * names the product's name `product` and the customer's email `customer`; those, the name and the
 * price are checked against the truth, never stored as sent.
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
  /** Where to deliver: an address from the caller's book, or a new one typed while ordering. */
  addressId: v.optional(idSchema),
  address: v.optional(addressSchema),
  /** Keep the new address in the caller's address book as well. */
  saveAddress: v.optional(v.boolean('saveAddress must be true or false'), false),
  paymentMethod: paymentMethodSchema,
});
export type OrderRequest = v.InferInput<typeof orderRequestSchema>;
/** An order request once the schema has shaped it (the phone trimmed, its default filled). */
export type PlacedOrderRequest = Omit<v.InferOutput<typeof orderRequestSchema>, 'paymentMethod'> & { paymentMethod?: PaymentMethod };
