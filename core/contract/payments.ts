import * as v from 'valibot';
import { idSchema } from '../domain/ids';
import { oneLine } from '../domain/validation';
import { recordPaymentSchema } from '../shop/payments';
import { idParams, type RouteContract } from './route-contract';
import { orderSchema } from './orders';

export const paymentConfigSchema = v.variant('provider', [
  v.object({ provider: v.literal('sandbox') }),
  v.object({ provider: v.literal('stripe'), publishableKey: v.string() }),
]);

export const clientSecretSchema = v.object({ clientSecret: v.string() });

const shortText = (what: string, max = 200) => v.pipe(v.string(`${what} must be text`), v.maxLength(max, `${what} is too long`), oneLine(what.toLowerCase()));

/** What the sandbox provider's card form sends to confirm a payment (the card is checked, never stored). */
export const sandboxConfirmSchema = v.object({
  clientSecret: shortText('The client secret'),
  number: shortText('The card number', 40),
  expiry: shortText('The expiry date', 20),
  cvc: shortText('The security code', 10),
  name: shortText('The name', 200),
  email: shortText('The email', 254),
});

export const sandboxConfirmedSchema = v.object({ id: v.string(), status: v.literal('succeeded') });

/** Paying an order by card: the provider in use, its intent, and the payment recorded once the provider confirms it. */
export const paymentRoutes = {
  // Which card provider the browser loads.
  getPaymentConfig: {
    method: 'GET',
    path: '/api/payment-config',
    doc: "`{ provider: 'sandbox' }` or `{ provider: 'stripe', publishableKey }`: the card provider the browser loads",
    access: 'public',
    response: paymentConfigSchema,
  },
  // The order's id, never a price: the server computes the amount from the stored order.
  createPaymentIntent: {
    method: 'POST',
    path: '/api/create-payment-intent',
    doc: "`{ clientSecret }` for the caller's unpaid order `{ orderId }`; the amount comes from the stored order, and asking again answers the same intent. An order costing more than one card payment takes answers 400",
    body: v.object({ orderId: idSchema }),
    access: 'signed-in',
    rateLimit: 'payments',
    response: clientSecretSchema,
  },
  // Recording a payment: marked paid only once the provider confirms the intent for this order and amount.
  // It changes the catalogue: paying after the hold ran out takes the units from stock again.
  recordPayment: {
    method: 'PATCH',
    path: '/api/order/:id',
    doc: 'the order, paid, once the provider confirms that `{ transactionId }` succeeded for this order and amount; 400 for a made-up, foreign or other-amount transaction, 402 for one that has not succeeded, 409 for an order already paid with another',
    params: idParams,
    body: recordPaymentSchema,
    access: 'signed-in',
    changesCatalogue: true,
    response: orderSchema,
  },
  // The sandbox provider's confirm call, as a card provider's own API would take it: the client secret is the key.
  confirmSandboxCard: {
    method: 'POST',
    path: '/api/sandbox-card/confirm',
    doc: "the sandbox provider charging a test card (the card form's call), served only while the sandbox is the card provider; 402 with the decline, or for a payment canceled when its order was deleted",
    body: sandboxConfirmSchema,
    access: 'public',
    rateLimit: 'payments',
    response: sandboxConfirmedSchema,
  },
} as const satisfies Record<string, RouteContract>;
