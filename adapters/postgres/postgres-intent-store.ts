import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { ShopDatabase } from './database';
import { sandboxPaymentIntents as intents, sandboxRefunds as refunds } from './schema';
import {
  OPEN_STATUSES,
  type Attempt,
  type NewSandboxIntent,
  type NewSandboxRefund,
  type RefundOutcome,
  type SandboxIntent,
  type SandboxIntentStore,
} from '../../core/ports/driven/sandbox-intent-store';

const columns = {
  id: intents.id,
  orderId: intents.orderId,
  amount: intents.amount,
  customerEmail: intents.customerEmail,
  clientSecret: intents.clientSecret,
  status: intents.status,
  lastError: intents.lastError,
  cardLast4: intents.cardLast4,
  billingName: intents.billingName,
  billingEmail: intents.billingEmail,
  refundId: intents.refundId,
  refundAmount: intents.refundAmount,
};

const refundColumns = { id: refunds.id, intentId: refunds.intentId, key: refunds.key, amount: refunds.amount };

/** The sandbox provider's intents in the shop's PostgreSQL or PGlite; changes are single conditional statements, or a transaction holding the intent's row. */
export class PostgresIntentStore implements SandboxIntentStore {
  constructor(private readonly db: ShopDatabase) {}

  async createOrFind(intent: NewSandboxIntent): Promise<SandboxIntent> {
    // The open intent that blocked the insert may be canceled before it is read (its order deleted): then the insert is tried again.
    for (;;) {
      const [created] = await this.db
        .insert(intents)
        .values(intent)
        .onConflictDoNothing({ target: [intents.orderId, intents.amount], where: ne(intents.status, 'canceled') })
        .returning(columns);
      if (created) return created;
      const [kept] = await this.db
        .select(columns)
        .from(intents)
        .where(and(eq(intents.orderId, intent.orderId), eq(intents.amount, intent.amount), ne(intents.status, 'canceled')));
      if (kept) return kept;
    }
  }

  async findById(id: string) {
    const [row] = await this.db.select(columns).from(intents).where(eq(intents.id, id));
    return row ?? null;
  }

  async findBySecret(clientSecret: string) {
    const [row] = await this.db.select(columns).from(intents).where(eq(intents.clientSecret, clientSecret));
    return row ?? null;
  }

  async markSucceeded(id: string, attempt: Attempt) {
    const [row] = await this.db
      .update(intents)
      .set({ ...attempt, status: 'succeeded', lastError: null })
      .where(and(eq(intents.id, id), inArray(intents.status, [...OPEN_STATUSES])))
      .returning(columns);
    return row ?? null;
  }

  async markFailed(id: string, attempt: Attempt, message: string) {
    await this.db
      .update(intents)
      .set({ ...attempt, status: 'failed', lastError: message })
      .where(and(eq(intents.id, id), inArray(intents.status, [...OPEN_STATUSES])));
  }

  async refund(intentId: string, asked: NewSandboxRefund): Promise<RefundOutcome | null> {
    return this.db.transaction(async (tx) => {
      // The intent's row held until commit: refunds of one intent are made one after the other, each seeing the ones before.
      const [intent] = await tx.select(columns).from(intents).where(eq(intents.id, intentId)).for('update');
      if (!intent) return null;
      const [earlier] = await tx.select(refundColumns).from(refunds).where(eq(refunds.key, asked.key));
      if (earlier) return earlier.intentId === intentId && earlier.amount === asked.amount ? { refund: earlier } : { refused: 'key-reused' as const };
      if (intent.status !== 'succeeded') return { refused: 'not-succeeded' as const };
      const refunded = intent.refundAmount ?? 0;
      if (refunded + asked.amount > intent.amount) return { refused: 'over' as const };
      const [made] = await tx
        .insert(refunds)
        .values({ ...asked, intentId })
        .returning(refundColumns);
      await tx
        .update(intents)
        .set({ refundId: intent.refundId ?? made.id, refundAmount: refunded + asked.amount })
        .where(eq(intents.id, intentId));
      return { refund: made };
    });
  }

  async refundsOf(intentId: string) {
    return this.db.select(refundColumns).from(refunds).where(eq(refunds.intentId, intentId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  }

  async cancelOpen(orderId: string) {
    await this.db
      .update(intents)
      .set({ status: 'canceled' })
      .where(and(eq(intents.orderId, orderId), inArray(intents.status, [...OPEN_STATUSES])));
    return this.db.select(columns).from(intents).where(eq(intents.orderId, orderId));
  }
}
