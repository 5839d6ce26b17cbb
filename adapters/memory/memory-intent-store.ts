import {
  OPEN_STATUSES,
  type Attempt,
  type NewSandboxIntent,
  type NewSandboxRefund,
  type RefundOutcome,
  type SandboxIntent,
  type SandboxIntentStore,
  type SandboxRefund,
} from '../../core/ports/driven/sandbox-intent-store';

const isOpen = (intent: SandboxIntent) => (OPEN_STATUSES as readonly string[]).includes(intent.status);

export class MemoryIntentStore implements SandboxIntentStore {
  private readonly intents: SandboxIntent[] = [];
  private readonly refunds: SandboxRefund[] = [];

  async createOrFind(intent: NewSandboxIntent) {
    const kept = this.intents.find((i) => i.orderId === intent.orderId && i.amount === intent.amount && i.status !== 'canceled');
    if (kept) return { ...kept };
    const stored: SandboxIntent = { ...intent, status: 'pending', lastError: null, cardLast4: null, billingName: null, billingEmail: null, refundId: null, refundAmount: null };
    this.intents.push(stored);
    return { ...stored };
  }

  async findById(id: string) {
    const found = this.intents.find((i) => i.id === id);
    return found ? { ...found } : null;
  }

  async findBySecret(clientSecret: string) {
    const found = this.intents.find((i) => i.clientSecret === clientSecret);
    return found ? { ...found } : null;
  }

  async markSucceeded(id: string, attempt: Attempt) {
    const found = this.intents.find((i) => i.id === id && isOpen(i));
    if (!found) return null;
    Object.assign(found, attempt, { status: 'succeeded', lastError: null });
    return { ...found };
  }

  async markFailed(id: string, attempt: Attempt, message: string) {
    const found = this.intents.find((i) => i.id === id && isOpen(i));
    if (found) Object.assign(found, attempt, { status: 'failed', lastError: message });
  }

  // No await inside: each refund is one step, as a transaction is.
  async refund(intentId: string, asked: NewSandboxRefund): Promise<RefundOutcome | null> {
    const found = this.intents.find((i) => i.id === intentId);
    if (!found) return null;
    const earlier = this.refunds.find((r) => r.key === asked.key);
    if (earlier) return earlier.intentId === intentId && earlier.amount === asked.amount ? { refund: { ...earlier } } : { refused: 'key-reused' };
    if (found.status !== 'succeeded') return { refused: 'not-succeeded' };
    const refunded = found.refundAmount ?? 0;
    if (refunded + asked.amount > found.amount) return { refused: 'over' };
    const refund: SandboxRefund = { ...asked, intentId };
    this.refunds.push(refund);
    Object.assign(found, { refundId: found.refundId ?? refund.id, refundAmount: refunded + asked.amount });
    return { refund: { ...refund } };
  }

  async refundsOf(intentId: string) {
    return this.refunds.filter((r) => r.intentId === intentId).map((r) => ({ ...r }));
  }

  async cancelOpen(orderId: string) {
    const ofOrder = this.intents.filter((i) => i.orderId === orderId);
    for (const intent of ofOrder) if (isOpen(intent)) intent.status = 'canceled';
    return ofOrder.map((i) => ({ ...i }));
  }
}
