import { and, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { addressMessages } from '../domain/address';
import type { AddressChoice } from '../domain/address-choice';
import { newId } from '../domain/ids';
import { messages } from '../domain/messages';
import type { Order } from '../domain/order';
import { checkQuantity, totalPrice, type Product, type QuantityVerdict } from '../domain/product';
import type { OrdersApi } from '../ports/browser/orders-api';
import type { OrderRequest } from '../domain/order-request';
import type { PaymentMethod } from '../domain/on-account';

export interface OrderingDeps {
  orders: Pick<OrdersApi, 'placeOrder'>;
  /** Makes the key that lets the server store one order however often a placement is sent. */
  newRequestId?: () => string;
}

export interface OrderingInput {
  product: Product;
  /** The signed-in customer, shown read-only in the order form; null for a visitor, whose Purchase asks them to sign in. */
  customer: { email: string; displayName: string } | null;
  /** The quantity to start from (a visitor's choice, carried through signing in); the product's minimum otherwise. */
  quantity?: number;
}

export interface OrderingContext extends OrderingInput {
  quantity: number;
  verdict: QuantityVerdict;
  phone: string;
  /** Where to deliver, as the address picker last reported it; null while there is none to send. */
  address: AddressChoice | null;
  /** Submit was pressed without an address: the form shows what is missing. */
  addressError: string | null;
  requestId: string;
  /** By card after placing (the spec's way), or on the buyer's company account where it has credit. */
  paymentMethod: PaymentMethod;
  order: Order | null;
  error: string | null;
}

export type OrderingEvent =
  | { type: 'QUANTITY'; quantity: number }
  | { type: 'PURCHASE' }
  /** Who is buying changed: the sign-in became known, or someone signed in or out. */
  | { type: 'CUSTOMER'; customer: OrderingInput['customer'] }
  /** The prices this customer pays became known or changed (their company's trade prices): the same product, priced for them. */
  | { type: 'PRICED'; product: Product }
  | { type: 'PHONE'; phone: string }
  | { type: 'ADDRESS'; choice: AddressChoice | null }
  | { type: 'PAYMENT'; method: PaymentMethod }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

/** What the screen should tell the customer, as a toast. */
export type OrderingNotice = { type: 'notice'; tone: 'success' | 'error'; message: string };

/**
 * The quantity field's current message as a toast (the spec's 'Maximum Quantity Exceeded' and 'Add
 * Minimum Quantity'): a message replaces the one shown, null takes it away. Only one at a time.
 */
export type QuantityNotice = { type: 'quantityNotice'; message: string | null };

/** What the quantity's toast says for a verdict: nothing while it is fine or not a whole number (the field itself says so). */
const quantityToast = (verdict: QuantityVerdict) => (verdict.ok || verdict.reason === 'not_whole' ? null : verdict.message);

/** A visitor pressed Purchase: ordering needs an account, so they sign in (or register) and come back to the product with this quantity. */
export type SignInNeeded = { type: 'signInNeeded'; quantity: number };

/** An order was placed with a new address kept in the customer's book: the book has changed. */
export type AddressSaved = { type: 'addressSaved' };

const savesAddress = (choice: AddressChoice | null) => choice !== null && 'saveAddress' in choice && choice.saveAddress;

/** The total the order form shows: quantity x price while the quantity is whole, else nothing. */
export const orderTotal = (context: Pick<OrderingContext, 'product' | 'quantity' | 'verdict'>) =>
  context.verdict.ok ? totalPrice(context.product, context.quantity) : null;

/**
 * Ordering one product: the quantity is edited within its bounds (choosing), Purchase opens the
 * order form (open), Submit sends it once (submitting), and the form closes placed or failed. A
 * visitor's Purchase opens no form: it asks them to sign in.
 */
export function createOrderingMachine({ orders, newRequestId = newId }: OrderingDeps) {
  return setup({
    types: {
      context: {} as OrderingContext,
      events: {} as OrderingEvent,
      input: {} as OrderingInput,
      emitted: {} as OrderingNotice | QuantityNotice | AddressSaved | SignInNeeded,
    },
    actors: {
      placeOrder: fromPromise<Order, OrderRequest>(({ input }) => orders.placeOrder(input)),
    },
    guards: {
      inBounds: ({ context }) => context.verdict.ok,
      visitor: ({ context }) => context.customer === null,
      hasAddress: ({ context }) => context.address !== null,
    },
    actions: {
      setQuantity: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'QUANTITY') return;
        const previous = context.verdict;
        const verdict = checkQuantity(context.product, event.quantity);
        // A new quantity is a new placement, never mistaken for a retry of the last one.
        enqueue.assign({ quantity: event.quantity, verdict, requestId: event.quantity === context.quantity ? context.requestId : newRequestId() });
        // Tell when the message changes, not at every keystroke; a fixed quantity takes the old message away.
        const message = quantityToast(verdict);
        if (message !== quantityToast(previous)) enqueue.emit({ type: 'quantityNotice', message });
      }),
    },
  }).createMachine({
    id: 'ordering',
    context: ({ input }) => ({
      ...input,
      quantity: input.quantity ?? input.product.min,
      verdict: checkQuantity(input.product, input.quantity ?? input.product.min),
      phone: '',
      address: null,
      addressError: null,
      requestId: newRequestId(),
      paymentMethod: 'card',
      order: null,
      error: null,
    }),
    initial: 'choosing',
    // The quantity chosen stays whoever signs in or out meanwhile.
    on: {
      CUSTOMER: { actions: assign({ customer: ({ event }) => event.customer }) },
      // The quantity stays; what it costs, and whether it fits the total a payment takes, is read again.
      PRICED: { actions: assign(({ context, event }) => ({ product: event.product, verdict: checkQuantity(event.product, context.quantity) })) },
    },
    states: {
      choosing: {
        initial: 'idle',
        states: { idle: {}, placed: {}, failed: {} },
        on: {
          QUANTITY: { actions: 'setQuantity' },
          // The order form is a signed-in customer's: a visitor is sent to sign in instead.
          PURCHASE: [
            { guard: and(['inBounds', 'visitor']), actions: emit(({ context }) => ({ type: 'signInNeeded' as const, quantity: context.quantity })) },
            { guard: 'inBounds', target: 'open' },
          ],
        },
      },
      open: {
        on: {
          PHONE: { actions: assign({ phone: ({ event }) => event.phone }) },
          // A choice that can be sent clears the message; an unfinished one leaves it until it is finished.
          ADDRESS: { actions: assign(({ context, event }) => ({ address: event.choice, addressError: event.choice ? null : context.addressError })) },
          PAYMENT: { actions: assign({ paymentMethod: ({ event }) => event.method }) },
          SUBMIT: [{ guard: 'hasAddress', target: 'submitting' }, { actions: assign({ addressError: addressMessages.chooseOne }) }],
          CLOSE: 'choosing.idle',
          // Signed out with the form open: the form was the customer's, it closes.
          CUSTOMER: [{ guard: ({ event }) => event.customer === null, target: 'choosing.idle', actions: assign({ customer: null }) }, { actions: assign({ customer: ({ event }) => event.customer }) }],
        },
      },
      submitting: {
        invoke: {
          src: 'placeOrder',
          input: ({ context }) => ({
            productId: context.product._id,
            quantity: context.quantity,
            phone: context.phone,
            requestId: context.requestId,
            // The price and the customer the buyer saw: the server refuses the order when they are no longer true.
            totalPrice: totalPrice(context.product, context.quantity),
            customer: context.customer?.email,
            // The spec's payload for a card; the choice only when it is the company's account.
            ...(context.paymentMethod === 'account' ? { paymentMethod: 'account' as const } : {}),
            // addressId, or the new address and whether to keep it: spread as the picker reported it.
            ...context.address,
          }),
          onDone: {
            target: 'choosing.placed',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const saved = savesAddress(context.address);
              // A saved address is in the book now: the next order chooses from the book, not types it again.
              enqueue.assign({ order: event.output, error: null, addressError: null, requestId: newRequestId(), address: saved ? null : context.address });
              enqueue.emit({ type: 'notice', tone: 'success', message: messages.orderPlaced });
              if (saved) enqueue.emit({ type: 'addressSaved' });
            }),
          },
          onError: {
            target: 'choosing.failed',
            actions: [
              assign(({ event }) => ({ error: event.error instanceof Error ? event.error.message : String(event.error) })),
              emit({ type: 'notice', tone: 'error', message: messages.orderFailed }),
            ],
          },
        },
      },
    },
  });
}
