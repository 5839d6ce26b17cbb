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

    /** A succeeded intent of `amount` cents, and a maker of refunds of it under keys of this test alone. */
    async function paid(amount = 5000) {
      const { id } = await intents.createOrFind(newIntent(orderId, amount));
      await intents.markSucceeded(id, ann);
      const prefix = crypto.randomUUID();
      const refund = (key: string, cents: number) => ({ id: `re_sandbox_${crypto.randomUUID()}`, key: `${prefix}-${key}`, amount: cents });
      return { id, refund };
    }

    it('refunds a succeeded intent in parts adding up to the whole, keeps each, and none of an unpaid or unknown one', async () => {
      const unpaid = await intents.createOrFind(newIntent(orderId, 900));
      expect(await intents.refund(unpaid.id, { id: 're_early', key: `${unpaid.id}-early`, amount: 900 })).toEqual({ refused: 'not-succeeded' });
      expect(await intents.findById(unpaid.id)).toMatchObject({ refundId: null, refundAmount: null });
      expect(await intents.refundsOf(unpaid.id)).toEqual([]);
      expect(await intents.refund('pi_sandbox_unknown', { id: 're_x', key: `${unpaid.id}-x`, amount: 100 })).toBeNull();

      const { id, refund } = await paid(5000);
      const first = refund('first', 2000);
      const second = refund('second', 3000);
      expect(await intents.refund(id, first)).toEqual({ refund: { ...first, intentId: id } });
      expect(await intents.refund(id, second)).toEqual({ refund: { ...second, intentId: id } });
      expect(await intents.refundsOf(id)).toEqual([
        { ...first, intentId: id },
        { ...second, intentId: id },
      ]);
      // The intent keeps its first refund and the total so far.
      expect(await intents.findById(id)).toMatchObject({ status: 'succeeded', refundId: first.id, refundAmount: 5000 });
      expect(await intents.refund(id, refund('third', 1))).toEqual({ refused: 'over' });
    });

    it('refuses a refund that would take the refunds past what the intent took', async () => {
      const { id, refund } = await paid(5000);
      await intents.refund(id, refund('most', 4000));
      expect(await intents.refund(id, refund('too-much', 1001))).toEqual({ refused: 'over' });
      expect(await intents.refund(id, refund('whole-of-it', 5001))).toEqual({ refused: 'over' });
      expect(await intents.refund(id, refund('rest', 1000))).toMatchObject({ refund: { amount: 1000 } });
      expect((await intents.refundsOf(id)).map((r) => r.amount)).toEqual([4000, 1000]);
      expect(await intents.findById(id)).toMatchObject({ refundAmount: 5000 });
    });

    it('answers the refund already made when its key is asked again, and makes no second one', async () => {
      const { id, refund } = await paid(5000);
      const made = refund('cancel', 2000);
      await intents.refund(id, made);
      expect(await intents.refund(id, { ...made, id: 're_sandbox_again' })).toEqual({ refund: { ...made, intentId: id } });
      expect(await intents.refundsOf(id)).toHaveLength(1);
      expect(await intents.findById(id)).toMatchObject({ refundId: made.id, refundAmount: 2000 });
    });

    it('refuses a key used for another amount or another intent', async () => {
      const { id, refund } = await paid(5000);
      const made = refund('cancel', 2000);
      await intents.refund(id, made);
      expect(await intents.refund(id, { ...made, id: 're_sandbox_other', amount: 1000 })).toEqual({ refused: 'key-reused' });
      orderId = crypto.randomUUID();
      const other = await paid(5000);
      expect(await intents.refund(other.id, { ...made, id: 're_sandbox_elsewhere' })).toEqual({ refused: 'key-reused' });
      expect(await intents.refundsOf(other.id)).toEqual([]);
      expect(await intents.refundsOf(id)).toHaveLength(1);
    });

    it('makes one of two refunds asked at once that together would pass what the intent took: 10 rounds', async () => {
      for (let round = 0; round < 10; round++) {
        orderId = crypto.randomUUID();
        const { id, refund } = await paid(5000);
        const answers = await Promise.all([intents.refund(id, refund('one', 3000)), intents.refund(id, refund('two', 3000))]);
        expect(answers.filter((answer) => answer && 'refund' in answer), `round ${round}`).toHaveLength(1);
        expect(answers.filter((answer) => answer && 'refused' in answer && answer.refused === 'over'), `round ${round}`).toHaveLength(1);
        expect(await intents.refundsOf(id), `round ${round}`).toHaveLength(1);
        expect(await intents.findById(id), `round ${round}`).toMatchObject({ refundAmount: 3000 });
      }
    });

    it('makes one refund of two asked at once under the same key, and answers it to both: 10 rounds', async () => {
      for (let round = 0; round < 10; round++) {
        orderId = crypto.randomUUID();
        const { id, refund } = await paid(5000);
        const asked = refund('cancel', 2000);
        const answers = await Promise.all([intents.refund(id, asked), intents.refund(id, { ...asked, id: `${asked.id}_twin` })]);
        expect(answers[1], `round ${round}`).toEqual(answers[0]);
        expect(answers[0], `round ${round}`).toMatchObject({ refund: { key: asked.key, amount: 2000 } });
        expect(await intents.refundsOf(id), `round ${round}`).toHaveLength(1);
        expect(await intents.findById(id), `round ${round}`).toMatchObject({ refundAmount: 2000 });
      }
    });
  });
}
