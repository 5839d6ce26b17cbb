import { beforeEach, describe, expect, it } from 'vitest';
import type { NewSandboxIntent, SandboxIntentStore } from '../../core/ports/driven/sandbox-intent-store';

export interface SandboxIntentStoreHarness {
  intents: SandboxIntentStore;
}

const newIntent = (orderId: string, amount = 5000): NewSandboxIntent => {
  const id = `pi_sandbox_${crypto.randomUUID()}`;
  return { id, orderId, amount, customerEmail: 'ann@example.com', clientSecret: `${id}_secret_${crypto.randomUUID()}` };
};
const ann = { cardLast4: '4242', billingName: 'Ann Archer', billingEmail: 'ann@example.com' };
const declined = { cardLast4: '0002', billingName: 'Ann Archer', billingEmail: 'ann@example.com' };

/** What every SandboxIntentStore must do: one open intent per order and amount, each change one step. */
export function sandboxIntentStoreContract(name: string, open: () => Promise<SandboxIntentStoreHarness>) {
  describe(`SandboxIntentStore contract: ${name}`, () => {
    let intents: SandboxIntentStore;
    let orderId: string;
    beforeEach(async () => {
      ({ intents } = await open());
      orderId = crypto.randomUUID();
    });

    it('keeps a new intent pending, found by its id and its secret, and answers it again for the same order and amount', async () => {
      const made = newIntent(orderId);
      const stored = await intents.createOrFind(made);
      expect(stored).toEqual({ ...made, status: 'pending', lastError: null, cardLast4: null, billingName: null, billingEmail: null, refundId: null, refundAmount: null });
      expect(await intents.findById(made.id)).toEqual(stored);
      expect(await intents.findBySecret(made.clientSecret)).toEqual(stored);
      expect(await intents.createOrFind(newIntent(orderId))).toEqual(stored);
      const other = await intents.createOrFind(newIntent(orderId, 7500));
      expect(other.id).not.toBe(made.id);
      expect(await intents.findById('pi_sandbox_unknown')).toBeNull();
      expect(await intents.findBySecret('pi_sandbox_unknown_secret')).toBeNull();
    });

    it('makes one intent of two asked for the same order and amount at once', async () => {
      const [one, two] = await Promise.all([intents.createOrFind(newIntent(orderId)), intents.createOrFind(newIntent(orderId))]);
      expect(two.id).toBe(one.id);
    });

    it('answers an intent when the one it finds is canceled as it asks: 40 rounds of both at once', async () => {
      for (let round = 0; round < 40; round++) {
        const order = crypto.randomUUID();
        await intents.createOrFind(newIntent(order));
        const [asked] = await Promise.all([intents.createOrFind(newIntent(order)), intents.cancelOpen(order)]);
        expect(asked?.orderId, `round ${round}`).toBe(order);
      }
    });

    it('records a declined attempt on an open intent, which another card may still pay', async () => {
      const { id } = await intents.createOrFind(newIntent(orderId));
      await intents.markFailed(id, declined, 'Your card was declined');
      expect(await intents.findById(id)).toMatchObject({ status: 'failed', lastError: 'Your card was declined', ...declined });
      expect(await intents.markSucceeded(id, ann)).toMatchObject({ id, status: 'succeeded', lastError: null, ...ann });
    });

    it('marks an intent succeeded once: a second confirmation, even at the same moment, is answered null', async () => {
      const { id } = await intents.createOrFind(newIntent(orderId));
      const answers = await Promise.all([intents.markSucceeded(id, ann), intents.markSucceeded(id, ann)]);
      expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
      expect(await intents.markSucceeded(id, ann)).toBeNull();
      await intents.markFailed(id, declined, 'Too late');
      expect(await intents.findById(id)).toMatchObject({ status: 'succeeded', lastError: null, ...ann });
    });

    it("cancels the order's open intents and answers all of them; a canceled one is not charged, and the order may ask anew", async () => {
      const open = await intents.createOrFind(newIntent(orderId));
      const paid = await intents.createOrFind(newIntent(orderId, 7500));
      await intents.markSucceeded(paid.id, ann);
      const elsewhere = await intents.createOrFind(newIntent(crypto.randomUUID()));
      const answered = await intents.cancelOpen(orderId);
      expect(answered.map((i) => [i.id, i.status]).sort()).toEqual(
        [
          [open.id, 'canceled'],
          [paid.id, 'succeeded'],
        ].sort(),
      );
      expect(await intents.findById(elsewhere.id)).toMatchObject({ status: 'pending' });
      expect(await intents.markSucceeded(open.id, ann)).toBeNull();
      const anew = await intents.createOrFind(newIntent(orderId));
      expect(anew).toMatchObject({ status: 'pending' });
      expect(anew.id).not.toBe(open.id);
    });

    it('records one refund of a succeeded intent, never a second, and none of an unpaid one', async () => {
      const { id } = await intents.createOrFind(newIntent(orderId));
      expect(await intents.refund(id, 're_early', 5000)).toMatchObject({ refundId: null, refundAmount: null });
      await intents.markSucceeded(id, ann);
      expect(await intents.refund(id, 're_first', 5000)).toMatchObject({ status: 'succeeded', refundId: 're_first', refundAmount: 5000 });
      expect(await intents.refund(id, 're_second', 5000)).toMatchObject({ refundId: 're_first', refundAmount: 5000 });
      expect(await intents.refund('pi_sandbox_unknown', 're_x', 100)).toBeNull();
    });
  });
}
