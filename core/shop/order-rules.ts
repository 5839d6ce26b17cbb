import { orderAudit, type AuditActor } from '../domain/audit';
import { decide, refusalOf, type OrderAction, type OrderActionInput, type OrderChange } from '../domain/order-life-cycle';
import { demoDrafter, type DocumentDrafter } from './document-drafts';
import { orderMessages, type Order } from '../domain/order';
import type { MailFor, OrderRepository } from '../ports/driven/order-repository';
import { conflict, notFound } from './errors';

/** Refuses, in the life cycle's words, an action its table does not allow from the order's state. */
export function requireAllowed(action: OrderAction, order: Order, now?: Date): Order {
  const refusal = refusalOf(action, order, now);
  if (refusal) throw conflict(refusal);
  return order;
}

/** What a change came to: the order as it left it, the table's refusal, or the units it had to take were gone. */
export type ChangeResult = { order: Order; shortOfStock: boolean } | { refused: string } | { unitsGone: true };

// Each race lost means the order moved on: a few rounds settle any real contention.
const ROUNDS = 5;

/**
 * Every change of an order goes through here: the life cycle's table decides it on the order as
 * read, and the repository applies it to that version only. When the order changed meanwhile, the
 * table decides again on the order as it is now, so a race is answered in the words of the state
 * it led to ('This order is already shipped'), never by a guard restated elsewhere.
 */
export class OrderChanges {
  constructor(
    private readonly orders: Pick<OrderRepository, 'findById' | 'apply'>,
    /** The clock a cancellation's age is judged on; the time of day when none is given. */
    private readonly now?: () => Date,
    /** Drafts the document a change issues (an invoice when paid); the demo seller's when the shop's is not given. */
    private readonly drafts: DocumentDrafter = demoDrafter,
  ) {}

  /**
   * `once`: only on the order as given, never decided again: a change that must not follow the order
   * elsewhere (completing a cancellation whose refund was worked out on that version).
   */
  async attempt<A extends OrderAction>(
    action: A,
    order: Order,
    input: OrderActionInput[A],
    mail?: MailFor,
    { once = false, by }: { once?: boolean; by?: AuditActor } = {},
  ): Promise<ChangeResult> {
    let current = order;
    for (let round = 0; round < (once ? 1 : ROUNDS); round++) {
      const decision = decide(action, current, input, this.now?.());
      if ('refused' in decision) return decision;
      // An admin's change is logged with it, from the order it was decided on.
      const audit = by ? orderAudit(by, current, decision.change) : null;
      const change = await this.withDocument(current, audit ? { ...decision.change, audit } : decision.change);
      const applied = await this.orders.apply(current._id, current.version, change, mail);
      if (!('stale' in applied)) return applied;
      const reread = await this.orders.findById(current._id);
      if (!reread) throw notFound('There is no such order');
      current = reread;
    }
    return { refused: orderMessages.changedMeanwhile };
  }

  /** The change with the document it issues drafted from the order as it leaves it, numbered and stored with it by the repository. */
  private async withDocument(order: Order, change: OrderChange): Promise<OrderChange> {
    if (!change.issue) return change;
    return { ...change, document: await this.drafts(change.issue, { ...order, ...change.set }) };
  }

  /** The change made, or a 409 in the table's words. */
  async make<A extends OrderAction>(action: A, order: Order, input: OrderActionInput[A], mail?: MailFor, by?: AuditActor): Promise<Order> {
    const result = await this.attempt(action, order, input, mail, { by });
    if ('refused' in result) throw conflict(result.refused);
    if ('unitsGone' in result) throw conflict(orderMessages.notHeld);
    return result.order;
  }
}
