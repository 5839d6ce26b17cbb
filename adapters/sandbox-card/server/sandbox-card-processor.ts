import type { Billing } from '../../../core/ports/browser/card-payments';
import type { IntentRecord, PaymentProcessor, RefundRequest } from '../../../core/ports/driven/payment-processor';
import { invalidData, ShopError } from '../../../core/shop/errors';
import { chargeOutcome, checkCardDetails, type CardDetails } from '../test-cards';
import type { RefundOutcome, SandboxIntent, SandboxIntentStore } from '../../../core/ports/driven/sandbox-intent-store';

// 18 random bytes as base64url, with Web Crypto so that Storybook runs the provider in the browser too.
const token = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18)))).replace(/\+/g, '-').replace(/\//g, '_');
const recordOf = (intent: SandboxIntent): IntentRecord => ({ id: intent.id, orderId: intent.orderId, amount: intent.amount, status: intent.status });
const declined = (message: string) => new ShopError('payment_failed', message);
const canceled = () => declined('This payment was canceled because its order was deleted; the card was not charged.');

/** Why a refund was refused, in the words the admin sees. */
const refusals: Record<Extract<RefundOutcome, { refused: unknown }>['refused'], string> = {
  'not-succeeded': 'Only a payment that went through can be refunded',
  over: 'This refund would return more than the payment took',
  'key-reused': 'This refund key was already used for another refund: a key names one refund, of one amount',
};

/**
 * The embedded card provider: it behaves like a provider in test mode, keeps its intents in the
 * shop's database and needs no network. The card itself is checked, never stored.
 */
export class SandboxCardProcessor implements PaymentProcessor {
  constructor(private readonly store: SandboxIntentStore) {}

  async createIntent({ orderId, amount, customerEmail }: { orderId: string; amount: number; customerEmail: string }) {
    const id = `pi_sandbox_${token()}`;
    const intent = await this.store.createOrFind({ id, orderId, amount, customerEmail, clientSecret: `${id}_secret_${token()}` });
    return { id: intent.id, clientSecret: intent.clientSecret };
  }

  async retrieve(intentId: string): Promise<IntentRecord | null> {
    const intent = await this.store.findById(intentId);
    return intent ? recordOf(intent) : null;
  }

  async cancelOpenIntents({ orderId }: { orderId: string; amount: number }): Promise<IntentRecord[]> {
    return (await this.store.cancelOpen(orderId)).map(recordOf);
  }

  async refund({ intentId, amount, key }: RefundRequest) {
    // As a provider does: a refund returns whole cents.
    if (!Number.isInteger(amount) || amount <= 0) throw invalidData('A refund must be a whole number of cents, more than nothing');
    const outcome = await this.store.refund(intentId, { id: `re_sandbox_${token()}`, key, amount });
    if (!outcome) throw invalidData('No payment has that id');
    if ('refused' in outcome) throw invalidData(refusals[outcome.refused]);
    return { id: outcome.refund.id };
  }

  /** What the provider does when the browser confirms a payment: charge the card, once. */
  async confirm(clientSecret: string, card: CardDetails, billing: Billing): Promise<{ id: string; status: 'succeeded' }> {
    const intent = await this.store.findBySecret(clientSecret);
    if (!intent) throw invalidData('No payment has that client secret');
    if (intent.status === 'succeeded') return { id: intent.id, status: 'succeeded' };
    if (intent.status === 'canceled') throw canceled();
    const verdict = checkCardDetails(card);
    if (!verdict.ok) throw declined(verdict.message);
    const attempt = { cardLast4: verdict.last4, billingName: billing.name, billingEmail: billing.email };
    const refusal = chargeOutcome(card);
    if (refusal) {
      await this.store.markFailed(intent.id, attempt, refusal);
      throw declined(refusal);
    }
    if (!(await this.store.markSucceeded(intent.id, attempt))) {
      // Since it was read, another confirmation charged it, or its order's deletion canceled it.
      if ((await this.store.findById(intent.id))?.status !== 'succeeded') throw canceled();
    }
    return { id: intent.id, status: 'succeeded' };
  }
}
