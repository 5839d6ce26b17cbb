import type { Order } from './order';
import { formatCents } from './money';

/** What the admins' order screens say after an action, and what they ask before one. */
export const fulfilmentMessages = {
  cancelled: (order: Pick<Order, 'number' | 'refundId'>) => (order.refundId ? `Order ${order.number} is cancelled and refunded in full` : `Order ${order.number} is cancelled`),
  declined: (order: Pick<Order, 'number'>) => `The customer's request to cancel ${order.number} is declined: the order stays`,
  noteAdded: 'Note added to the order',
  refunded: (order: Pick<Order, 'number'>, cents: number) => `Refunded ${formatCents(cents)} of ${order.number}`,
  /** In place of Refund items while the provider has yet to answer. */
  refundUnderWay: (cents: number) => `A refund of ${formatCents(cents)} is under way: reload the order in a moment to see it done.`,
  /** A refund its server left under way: the next one finishes it first. */
  refundLeftUnfinished: (cents: number) => `A refund of ${formatCents(cents)} did not finish. Refund items finishes it first, then makes the new one.`,
  /** Beside the restock box: ticking it is saying the goods came back. */
  restockHint: 'Leave it unticked for goods that are lost, damaged or kept by the customer.',
  /** Before cancelling: a paid order's money goes back, an unpaid one's held units return; on account, no card is refunded. */
  cancelWarning: (order: Pick<Order, 'paid' | 'paymentDueAt' | 'settledAt'>) =>
    order.paymentDueAt
      ? order.settledAt
        ? 'This order was bought on account and its payment is recorded: cancelling it returns its units to stock, and its money goes back by bank transfer, not through the shop. This cannot be undone.'
        : 'This order is bought on account and not paid yet: cancelling it takes it off what the company owes and returns its units to stock. This cannot be undone.'
      : order.paid
        ? "This order is paid: cancelling it refunds the full amount to the customer's card and returns its units to stock. This cannot be undone."
        : 'This order is not paid: cancelling it returns its held units to stock. This cannot be undone.',
  nothingFound: (search: string) => `No order matches “${search}”`,
  searchHint: 'Search by an order number such as HT-10042 (or 10042), or by part of the customer’s email.',
} as const;
