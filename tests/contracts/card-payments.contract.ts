import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL } from '../../core/domain/product';
import { type CardPayments } from '../../core/ports/browser/card-payments';
import { CardPaymentError } from '../../core/domain/card-payment-error';
import type { PaymentProcessor } from '../../core/ports/driven/payment-processor';

export interface CardPaymentsHarness {
  /** The provider's server half. */
  processor: PaymentProcessor;
  /** The provider's browser half, as its form would hand it over with a card that succeeds or is declined. */
  cardPayments(card: 'succeeds' | 'declined'): CardPayments;
}

const billing = { name: 'Ann Archer', email: 'ann@example.com' };

/** What the shop relies on from any card provider: the sandbox, or Stripe. */
export function cardPaymentsContract(name: string, open: () => Promise<CardPaymentsHarness>) {
  describe(`card payments contract: ${name}`, () => {
    let harness: CardPaymentsHarness;
    beforeAll(async () => {
      harness = await open();
    });

    it('answers the same intent when asked twice for one order and amount, another for another amount', async () => {
      const orderId = crypto.randomUUID();
      const first = await harness.processor.createIntent({ orderId, amount: 5000, customerEmail: 'ann@example.com' });
      const again = await harness.processor.createIntent({ orderId, amount: 5000, customerEmail: 'ann@example.com' });
      expect(again).toEqual(first);
      expect(first.clientSecret).toBeTruthy();
      const other = await harness.processor.createIntent({ orderId, amount: 7500, customerEmail: 'ann@example.com' });
      expect(other.id).not.toBe(first.id);
    });

    it('charges a good card once confirmed, and vouches for it with the order and the amount', async () => {
      const orderId = crypto.randomUUID();
      const intent = await harness.processor.createIntent({ orderId, amount: 12_300, customerEmail: 'ann@example.com' });
      expect(await harness.processor.retrieve(intent.id)).toMatchObject({ id: intent.id, status: 'pending' });
      const transactionId = await harness.cardPayments('succeeds').confirmCardPayment(intent.clientSecret, billing);
      expect(transactionId).toBe(intent.id);
      expect(await harness.processor.retrieve(transactionId)).toEqual({ id: intent.id, orderId, amount: 12_300, status: 'succeeded' });
    });

    it('charges the largest order the shop takes, and vouches for its amount exactly', async () => {
      const orderId = crypto.randomUUID();
      const amount = MAX_ORDER_TOTAL * 100;
      const intent = await harness.processor.createIntent({ orderId, amount, customerEmail: 'ann@example.com' });
      const transactionId = await harness.cardPayments('succeeds').confirmCardPayment(intent.clientSecret, billing);
      expect(await harness.processor.retrieve(transactionId)).toEqual({ id: intent.id, orderId, amount, status: 'succeeded' });
    });

    it('refuses a declined card with a message for the customer, and does not vouch for it', async () => {
      const intent = await harness.processor.createIntent({ orderId: crypto.randomUUID(), amount: 900, customerEmail: 'ann@example.com' });
      const refused = harness.cardPayments('declined').confirmCardPayment(intent.clientSecret, billing);
      await expect(refused).rejects.toBeInstanceOf(CardPaymentError);
      await expect(refused).rejects.toThrow(/declined/);
      expect((await harness.processor.retrieve(intent.id))?.status).not.toBe('succeeded');
    });

    it("cancels an order's open intent, which then cannot be charged, and leaves a charged one succeeded", async () => {
      const open = { orderId: crypto.randomUUID(), amount: 4200 };
      const intent = await harness.processor.createIntent({ ...open, customerEmail: 'ann@example.com' });
      expect(await harness.processor.cancelOpenIntents(open)).toEqual([{ id: intent.id, ...open, status: 'canceled' }]);
      await expect(harness.cardPayments('succeeds').confirmCardPayment(intent.clientSecret, billing)).rejects.toBeInstanceOf(CardPaymentError);
      expect(await harness.processor.retrieve(intent.id)).toMatchObject({ status: 'canceled' });

      const charged = { orderId: crypto.randomUUID(), amount: 4300 };
      const paid = await harness.processor.createIntent({ ...charged, customerEmail: 'ann@example.com' });
      await harness.cardPayments('succeeds').confirmCardPayment(paid.clientSecret, billing);
      expect(await harness.processor.cancelOpenIntents(charged)).toEqual([{ id: paid.id, ...charged, status: 'succeeded' }]);
      expect(await harness.processor.retrieve(paid.id)).toMatchObject({ status: 'succeeded' });
    });

    it('answers a new intent for an order whose intent was canceled (its hold lapsed), which can be charged, and the same one after', async () => {
      const order = { orderId: crypto.randomUUID(), amount: 6100 };
      const first = await harness.processor.createIntent({ ...order, customerEmail: 'ann@example.com' });
      await harness.processor.cancelOpenIntents(order);
      const next = await harness.processor.createIntent({ ...order, customerEmail: 'ann@example.com' });
      expect(next.id).not.toBe(first.id);
      expect(await harness.processor.createIntent({ ...order, customerEmail: 'ann@example.com' })).toEqual(next);
      await harness.cardPayments('succeeds').confirmCardPayment(next.clientSecret, billing);
      expect(await harness.processor.retrieve(next.id)).toEqual({ id: next.id, ...order, status: 'succeeded' });
      expect(await harness.processor.retrieve(first.id)).toMatchObject({ status: 'canceled' });
    });

    it('refunds a charged intent in parts, each once by its key, never more than it charged, and not one never charged', async () => {
      const order = { orderId: crypto.randomUUID(), amount: 2500 };
      const intent = await harness.processor.createIntent({ ...order, customerEmail: 'ann@example.com' });
      // Keys name one refund for the provider's whole account: each test makes its own.
      const refund = (name: string, amount: number) => harness.processor.refund({ intentId: intent.id, amount, key: `${order.orderId}-${name}` });
      await expect(refund('early', 2500)).rejects.toThrow();
      await harness.cardPayments('succeeds').confirmCardPayment(intent.clientSecret, billing);
      await expect(refund('too-much', 2501)).rejects.toThrow();
      const first = await refund('first', 1000);
      await expect(refund('first', 500)).rejects.toMatchObject({ type: 'invalid_data', message: expect.stringMatching(/key/) });
      const second = await refund('second', 1500);
      expect(second.id).not.toBe(first.id);
      await expect(refund('third', 1)).rejects.toThrow();
      expect(await refund('first', 1000)).toEqual(first);
      expect(await refund('second', 1500)).toEqual(second);
    });

    it('settles a confirmation and a cancellation sent at the same moment one way: charged, or canceled and not charged', async () => {
      for (let round = 0; round < 8; round++) {
        const order = { orderId: crypto.randomUUID(), amount: 5100 };
        const intent = await harness.processor.createIntent({ ...order, customerEmail: 'ann@example.com' });
        const confirm = () => harness.cardPayments('succeeds').confirmCardPayment(intent.clientSecret, billing);
        const cancel = () => harness.processor.cancelOpenIntents(order);
        // Each goes first in turn, and the other follows a moment later or at once.
        const lag = () => new Promise((resolve) => setTimeout(resolve, round % 4 < 2 ? 0 : 2));
        const [confirmed, canceled] =
          round % 2 === 0
            ? await Promise.allSettled([confirm(), lag().then(cancel)])
            : await Promise.allSettled([lag().then(confirm), cancel()]);
        if (canceled.status === 'rejected') throw canceled.reason;
        const outcome = confirmed.status === 'fulfilled' ? 'succeeded' : 'canceled';
        if (confirmed.status === 'rejected') expect(confirmed.reason).toBeInstanceOf(CardPaymentError);
        expect(canceled.value.map((record) => record.status), `round ${round}`).toEqual([outcome]);
        expect(await harness.processor.retrieve(intent.id)).toMatchObject({ status: outcome });
      }
    });

    it('knows nothing of an intent it never made', async () => {
      expect(await harness.processor.retrieve('pi_made_up_123')).toBeNull();
    });
  });
}
