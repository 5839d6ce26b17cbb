import { OPEN_STATUSES, type Attempt, type NewSandboxIntent, type SandboxIntent, type SandboxIntentStore } from '../../core/ports/driven/sandbox-intent-store';

const isOpen = (intent: SandboxIntent) => (OPEN_STATUSES as readonly string[]).includes(intent.status);

export class MemoryIntentStore implements SandboxIntentStore {
  private readonly intents: SandboxIntent[] = [];

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

  async refund(id: string, refundId: string, amount: number) {
    const found = this.intents.find((i) => i.id === id);
    if (found && found.status === 'succeeded' && !found.refundId) Object.assign(found, { refundId, refundAmount: amount });
    return found ? { ...found } : null;
  }

  async cancelOpen(orderId: string) {
    const ofOrder = this.intents.filter((i) => i.orderId === orderId);
    for (const intent of ofOrder) if (isOpen(intent)) intent.status = 'canceled';
    return ofOrder.map((i) => ({ ...i }));
  }
}
