import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { addressMessages } from '../domain/address';
import type { AddressChoice } from '../domain/address-choice';
import type { CartView, CheckoutRequest } from '../domain/cart';
import { newId } from '../domain/ids';
import { messages } from '../domain/messages';
import type { Order } from '../domain/order';
import type { ShopApi } from '../ports/browser/shop-api';
import type { PaymentMethod } from '../domain/on-account';
import { isUnreachable } from '../shop/errors';

export interface CheckoutDeps {
  api: Pick<ShopApi, 'call'>;
  /** Makes the key that lets the shop store one order however often a checkout is sent. */
  newRequestId?: () => string;
}

export interface CheckoutContext {
  phone: string;
  /** Where to deliver, as the address picker last reported it; null while there is none to send. */
  address: AddressChoice | null;
  /** Place order was pressed without an address: the form shows what is missing. */
  addressError: string | null;
  /** One per checkout: a retry after a lost answer or a double press finds the order already placed. */
  requestId: string;
  /** The total the customer was shown when they pressed Place order: the shop refuses another. */
  expectedTotal: number | null;
  /** By card after placing, or on the buyer's company account where it has credit. */
  paymentMethod: PaymentMethod;
  order: Order | null;
  /** Why the last Place order did not place the order, in the shop's words. */
  error: string | null;
}

export type CheckoutEvent =
  | { type: 'PHONE'; phone: string }
  | { type: 'ADDRESS'; choice: AddressChoice | null }
  | { type: 'PAYMENT'; method: PaymentMethod }
  /** Place order, with the cart as the page shows it: its total is what the customer agreed to. */
  | { type: 'PLACE'; cart: CartView };

export type CheckoutNotice = { type: 'notice'; tone: 'success' | 'error'; message: string };
/** The shop refused the checkout as the cart stands (a price, a shortage, a line): read the cart again to show why. */
export type CartChanged = { type: 'cartChanged' };
/** An order was placed with a new address kept in the customer's book: the book has changed. */
export type AddressSaved = { type: 'addressSaved' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : messages.orderFailed);

/**
 * Checking the cart out: where to deliver, the phone and how to pay (editing), Place order sends the cart once
 * with the total shown (placing), and the page either moves on to paying or to the order bought on account (placed) or says why not
 * (editing again, the same request kept for a retry).
 */
export function createCheckoutMachine({ api, newRequestId = newId }: CheckoutDeps) {
  return setup({
    types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, emitted: {} as CheckoutNotice | CartChanged | AddressSaved },
    actors: {
      checkout: fromPromise<Order, CheckoutRequest>(async ({ input }) => (await api.call('checkout', { body: input })).order),
    },
    guards: {
      blocked: ({ event }) => event.type === 'PLACE' && event.cart.blocked !== null,
      hasAddress: ({ context }) => context.address !== null,
      unreachable: ({ event }) => isUnreachable((event as { error?: unknown }).error),
    },
  }).createMachine({
    id: 'checkout',
    context: () => ({ phone: '', address: null, addressError: null, requestId: newRequestId(), expectedTotal: null, paymentMethod: 'card', order: null, error: null }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          PHONE: { actions: assign({ phone: ({ event }) => event.phone }) },
          // A choice that can be sent clears the message; an unfinished one leaves it until it is finished.
          ADDRESS: { actions: assign(({ context, event }) => ({ address: event.choice, addressError: event.choice ? null : context.addressError })) },
          PAYMENT: { actions: assign({ paymentMethod: ({ event }) => event.method }) },
          PLACE: [
            // The page says why beside the button; nothing is sent for a cart that cannot be checked out.
            { guard: 'blocked', actions: assign({ error: ({ event }) => event.cart.blocked }) },
            { guard: 'hasAddress', target: 'placing', actions: assign({ expectedTotal: ({ event }) => event.cart.subtotal, error: null }) },
            { actions: assign({ addressError: addressMessages.chooseOne }) },
          ],
        },
      },
      placing: {
        invoke: {
          src: 'checkout',
          input: ({ context }) => ({
            requestId: context.requestId,
            phone: context.phone,
            expectedTotal: context.expectedTotal ?? undefined,
            saveAddress: false,
            // By card unless the buyer chose the company's account.
            ...(context.paymentMethod === 'account' ? { paymentMethod: 'account' as const } : {}),
            // addressId, or the new address and whether to keep it: spread as the picker reported it.
            ...context.address,
          }),
          onDone: {
            target: 'placed',
            actions: enqueueActions(({ context, event, enqueue }) => {
              enqueue.assign({ order: event.output, error: null });
              enqueue.emit({ type: 'notice', tone: 'success', message: messages.orderPlaced });
              if (context.address && 'saveAddress' in context.address && context.address.saveAddress) enqueue.emit({ type: 'addressSaved' });
            }),
          },
          onError: [
            // Not reached: the same request is sent again on the next press, so an order placed meanwhile is found, not placed twice.
            { guard: 'unreachable', target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            // Refused as the cart stands (a new total, a shortage, a line gone): the cart is read again to show why.
            { target: 'editing', actions: [assign({ error: ({ event }) => messageOf(event.error) }), emit({ type: 'cartChanged' })] },
          ],
        },
      },
      placed: { type: 'final' },
    },
  });
}

export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>;
