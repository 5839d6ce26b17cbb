import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { ShopDatabase } from './database';
import { sandboxPaymentIntents as intents } from './schema';
import { OPEN_STATUSES, type Attempt, type NewSandboxIntent, type SandboxIntent, type SandboxIntentStore } from '../../core/ports/driven/sandbox-intent-store';

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

/** The sandbox provider's intents in the shop's PostgreSQL or PGlite; changes are single conditional statements. */
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

  async refund(id: string, refundId: string, amount: number) {
    await this.db
      .update(intents)
      .set({ refundId, refundAmount: amount })
      .where(and(eq(intents.id, id), eq(intents.status, 'succeeded'), isNull(intents.refundId)));
    return this.findById(id);
  }

  async cancelOpen(orderId: string) {
    await this.db
      .update(intents)
      .set({ status: 'canceled' })
      .where(and(eq(intents.orderId, orderId), inArray(intents.status, [...OPEN_STATUSES])));
    return this.db.select(columns).from(intents).where(eq(intents.orderId, orderId));
  }
}
