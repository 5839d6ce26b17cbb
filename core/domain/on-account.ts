import * as v from 'valibot';
import { centsOf, formatCents } from './money';
import { amountDue } from './tax';
import type { Order } from './order';
import { oneLine, readable, requiredInteger, requiredText } from './validation';

/**
 * Payment on account: an approved company an admin allows credit buys without a card, up to its
 * limit; each order is due a number of days after it is placed, and an admin records its payment
 * when the money arrives. Until then the order counts against the company's limit.
 */

/** What an admin allows a company: whole dollars it may owe at once, and the days each order is due in. */
export interface CreditTerms {
  limit: number;
  termsDays: number;
}

/**
 * A company's standing on account: its terms, what its unsettled orders come to with their VAT,
 * and what is left, in cents (the limit stays whole dollars, as admins set it).
 */
export interface CreditStanding extends CreditTerms {
  owed: number;
  left: number;
}

export const DEFAULT_TERMS_DAYS = 30;
export const MAX_TERMS_DAYS = 120;
/** The most credit one company may be given: more is a bank's business. */
export const MAX_CREDIT_LIMIT = 10_000_000;
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;

/** How an order is paid: by card after placing it (the spec's way), or on the company's account. */
export const paymentMethods = ['card', 'account'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** How an order asks to be paid: by card unless it says `account`. */
export const paymentMethodSchema = v.optional(v.picklist(paymentMethods, 'paymentMethod must be card or account'), 'card');

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const onAccountMessages = {
  creditLimitRange: `A credit limit is whole dollars from $1 to ${dollars(MAX_CREDIT_LIMIT)}`,
  termsDaysRange: `Payment terms are whole days from 1 to ${MAX_TERMS_DAYS}`,
  referenceRequired: 'Type the payment’s reference, as the bank statement shows it',
  notAllowed: 'Your company does not pay on account: pay by card',
  notApproved: 'Credit can be given only to an approved trade account',
  /** `total` and `left` in cents, VAT included. */
  overLimit: (total: number, left: number) =>
    left > 0
      ? `This order of ${formatCents(total)} would pass your company’s credit limit: ${formatCents(left)} is left to spend on account. Pay by card, or wait until earlier orders are paid.`
      : `Your company’s credit limit is used up: nothing is left to spend on account. Pay by card, or wait until earlier orders are paid.`,
  notOnAccount: 'This order was not bought on account',
  alreadySettled: 'The payment of this order is recorded already',
  /** An order on account is paid by bank transfer: there is no card payment to take or to refund. */
  noCardPayment: 'This order is bought on account: it is paid by bank transfer, not by card',
  noCardRefund: 'This order is bought on account, so there is no card payment to refund: cancel it while it is owed, or return its money by bank transfer',
  /** The choices at checkout and in the order form. */
  byCard: 'By card, once the order is placed',
  onAccount: 'On your company’s account',
  choice: (standing: CreditStanding) => `Due ${standing.termsDays} days after ordering. ${formatCents(standing.left)} left of your ${dollars(standing.limit)} credit`,
  tooMuch: (standing: CreditStanding) => `This order is more than the ${formatCents(standing.left)} left of your company’s credit`,
  recorded: (number: string) => `Payment of ${number} recorded`,
  /** On the order's page: its payment on account, with dates as the page formats them. */
  owedTitle: 'Bought on account',
  owed: (cents: number, due: string, number: string) => `Its ${formatCents(cents)} is due by ${due}. Quote ${number} with the payment.`,
  overdueTitle: 'Payment overdue',
  overdue: (cents: number, due: string, number: string) => `Its ${formatCents(cents)} was due by ${due}. Please pay it, quoting ${number}.`,
  settledTitle: 'Paid on account',
  settled: (on: string, reference: string) => `Its payment was recorded on ${on}, reference ${reference}.`,
} as const;

/** Credit as an admin sets it: `{ credit: { limit, termsDays } }` (the days 30 when left out), or `{ credit: null }` to stop payment on account. */
export const creditChangeSchema = v.object({
  credit: v.nullable(
    v.object({
      limit: v.pipe(requiredInteger(onAccountMessages.creditLimitRange), v.minValue(1, onAccountMessages.creditLimitRange), v.maxValue(MAX_CREDIT_LIMIT, onAccountMessages.creditLimitRange)),
      termsDays: v.optional(v.pipe(requiredInteger(onAccountMessages.termsDaysRange), v.minValue(1, onAccountMessages.termsDaysRange), v.maxValue(MAX_TERMS_DAYS, onAccountMessages.termsDaysRange)), DEFAULT_TERMS_DAYS),
    }),
  ),
});

/** What an admin records when an order's money arrives: the reference the bank shows. */
export const paymentRecordSchema = v.object({
  reference: v.pipe(requiredText(onAccountMessages.referenceRequired, PAYMENT_REFERENCE_MAX_LENGTH), oneLine('the reference'), readable('the reference')),
});

type PaymentFields = Pick<Order, 'paymentDueAt' | 'settledAt' | 'cancelledAt'>;

/** The order was bought on account (settled or not). */
export const boughtOnAccount = (order: Pick<Order, 'paymentDueAt'>) => order.paymentDueAt !== null;

/** The company owes this order's money: bought on account, neither paid nor cancelled. */
export const owedOnAccount = (order: PaymentFields) => order.paymentDueAt !== null && order.settledAt === null && order.cancelledAt === null;

/** Owed and past its due date. */
export const overdue = (order: PaymentFields, now: Date = new Date()) => owedOnAccount(order) && new Date(order.paymentDueAt!) < now;

/** When an order placed at `placedAt` on `termsDays` is due. */
export const dueDateOf = (placedAt: Date, termsDays: number) => new Date(placedAt.getTime() + termsDays * 86_400_000);

/** What an order on account counts against the company's limit, in cents: all it costs, VAT included. */
export const owedFor = (order: Pick<Order, 'tax' | 'totalPrice'>) => amountDue(order);

/** A company's standing, from its terms and what its unsettled orders come to (cents). */
export const standingOf = (terms: CreditTerms, owed: number): CreditStanding => ({ ...terms, owed, left: Math.max(0, centsOf(terms.limit) - owed) });

/** Whether an order of `cents` on top of `owed` cents passes a limit of whole dollars. */
export const passesLimit = (terms: Pick<CreditTerms, 'limit'>, owed: number, cents: number) => owed + cents > centsOf(terms.limit);

/** The company's credit in a few words, for the admins' list: "$5,000 on 30 days". */
export const creditWords = (terms: CreditTerms | null) => (terms ? `${dollars(terms.limit)} credit on ${terms.termsDays} days` : 'Pays by card');
