import { assign, emit, fromPromise, not, setup } from 'xstate';
import { messages } from '../domain/messages';
import type { Order } from '../domain/order';
import type { Billing, CardPayments } from '../ports/browser/card-payments';
import type { PaymentsApi } from '../ports/browser/payments-api';

export interface PaymentDeps {
  payments: Pick<PaymentsApi, 'createPaymentIntent' | 'recordPayment'>;
  /** The card form's provider half, bound to the card entered in it. */
  cards: CardPayments;
}

export interface PaymentInput {
  orderId: string;
  billing: Billing;
}

export interface PaymentContext extends PaymentInput {
  clientSecret: string | null;
  /** Known once the provider confirmed the payment, even if recording it has to be retried. */
  transactionId: string | null;
  order: Order | null;
  error: string | null;
}

/** CARD_CHANGED: the customer edits the card in the form, so a decline of the last one no longer applies. */
export type PaymentEvent = { type: 'PAY' } | { type: 'RETRY' } | { type: 'CARD_CHANGED' };

export type PaymentNotice = { type: 'notice'; tone: 'success' | 'error'; message: string };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The payment could not be completed. Please try again.');

/**
 * Paying one order: fetching the client secret -> ready -> confirming (the card, with the
 * provider) -> recording (with the shop, which asks the provider) -> paid | failed, retried from failed.
 */
export function createPaymentMachine({ payments, cards }: PaymentDeps) {
  return setup({
    types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput, emitted: {} as PaymentNotice },
    actors: {
      createIntent: fromPromise<string, string>(({ input }) => payments.createPaymentIntent(input)),
      confirm: fromPromise<string, { clientSecret: string; billing: Billing }>(({ input }) => cards.confirmCardPayment(input.clientSecret, input.billing)),
      record: fromPromise<Order, { orderId: string; transactionId: string }>(({ input }) => payments.recordPayment(input.orderId, input.transactionId)),
    },
    guards: {
      // A payment the provider already confirmed is only recorded again, never charged again.
      confirmed: ({ context }) => context.transactionId !== null,
    },
    actions: {
      setError: assign(({ event }) => ({ error: messageOf((event as { error?: unknown }).error) })),
    },
  }).createMachine({
    id: 'payment',
    context: ({ input }) => ({ ...input, clientSecret: null, transactionId: null, order: null, error: null }),
    initial: 'fetchingSecret',
    states: {
      fetchingSecret: {
        invoke: {
          src: 'createIntent',
          input: ({ context }) => context.orderId,
          onDone: { target: 'ready', actions: assign({ clientSecret: ({ event }) => event.output, error: null }) },
          onError: { target: 'unavailable', actions: 'setError' },
        },
      },
      // The secret could not be had: nothing can be paid until it can.
      unavailable: { on: { RETRY: 'fetchingSecret' } },
      ready: { on: { PAY: 'confirming' } },
      confirming: {
        entry: assign({ error: null }),
        invoke: {
          src: 'confirm',
          input: ({ context }) => ({ clientSecret: context.clientSecret!, billing: context.billing }),
          onDone: { target: 'recording', actions: assign({ transactionId: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: 'setError' },
        },
      },
      recording: {
        entry: assign({ error: null }),
        invoke: {
          src: 'record',
          input: ({ context }) => ({ orderId: context.orderId, transactionId: context.transactionId! }),
          onDone: {
            target: 'paid',
            actions: [
              assign({ order: ({ event }) => event.output }),
              emit({ type: 'notice', tone: 'success', message: messages.paymentCompleted }),
              emit(({ context }) => ({ type: 'notice' as const, tone: 'success' as const, message: messages.transactionId(context.transactionId!) })),
            ],
          },
          onError: { target: 'failed', actions: 'setError' },
        },
      },
      failed: {
        on: {
          PAY: [{ guard: 'confirmed', target: 'recording' }, { target: 'confirming' }],
          RETRY: [{ guard: 'confirmed', target: 'recording' }, { target: 'confirming' }],
          CARD_CHANGED: { guard: not('confirmed'), target: 'ready', actions: assign({ error: null }) },
        },
      },
      paid: { type: 'final' },
    },
  });
}
