import { describe, expect, it } from 'vitest';
import type { RateCounter } from '../../core/ports/driven/rate-counter';
import type { UserRepository } from '../../core/ports/driven/user-repository';
import { storeUser } from '../support/customers';

/**
 * What every rate counter does: a bucket spends its minute's calls and then refuses, a call is
 * spent from all of its buckets or none, and calls at once never spend more than a bucket holds.
 * `other`, where given, is a second counter on the same store (another server).
 */
export function rateCounterContract(name: string, open: () => { counter: RateCounter; other?: RateCounter; users?: UserRepository }) {
  describe(`${name}: rate counter`, () => {
    // Keys of this run only: the store may be shared with other runs.
    const key = (label: string) => `${label}|${crypto.randomUUID()}`;

    it("lets a bucket's calls be spent at once, then answers that none is left", async () => {
      const { counter } = open();
      const orders = { key: key('orders'), perMinute: 3 };
      const answers: number[][] = [];
      for (let i = 0; i < 4; i++) answers.push(await counter.take([orders]));
      expect(answers.map(([before]) => before >= 1)).toEqual([true, true, true, false]);
      expect(answers[0][0]).toBe(3);
      // Refilled at 3 a minute: moments later, far less than one call.
      expect(answers[3][0]).toBeLessThan(1);
    });

    it('spends from no bucket when one has nothing left, and counts each bucket on its own', async () => {
      const { counter } = open();
      const account = { key: key('account'), perMinute: 5 };
      const address = { key: key('address'), perMinute: 1 };
      expect((await counter.take([account, address])).every((before) => before >= 1)).toBe(true);
      // The address is spent: refused, and the account's calls kept.
      for (let i = 0; i < 3; i++) expect((await counter.take([account, address]))[1]).toBeLessThan(1);
      expect((await counter.take([account]))[0]).toBeCloseTo(4, 1);
      expect((await counter.take([{ key: key('account'), perMinute: 5 }]))[0]).toBe(5);
    });

    it('reads a caller beside a take where it keeps its buckets beside the users, spending as a take does', async ({ skip }) => {
      const { counter, users } = open();
      if (!counter.takeReadingUser || !users) return skip();
      const ann = await storeUser(users, { email: `ann-${crypto.randomUUID()}@example.com`, displayName: 'Ann' });
      const door = { key: key('door'), perMinute: 2 };
      expect(await counter.takeReadingUser([door], ann.id)).toEqual({ before: [2], user: await users.findById(ann.id) });
      expect((await counter.take([door]))[0]).toBeCloseTo(1, 1);
      const gone = await counter.takeReadingUser([door, { key: key('other'), perMinute: 5 }], crypto.randomUUID());
      expect(gone.user).toBeNull();
      expect(gone.before[0]).toBeLessThan(1);
      expect(gone.before[1]).toBe(5);
    });

    it('never spends more than a bucket holds, for calls at once through every counter on the store', async () => {
      const { counter, other } = open();
      const counters = other ? [counter, other] : [counter];
      const bucket = { key: key('busy'), perMinute: 5 };
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => counters[i % counters.length].take([bucket, { key: key('own'), perMinute: 100 }])));
      expect(answers.filter(([before]) => before >= 1)).toHaveLength(5);
    });
  });
}
