// A message is due from the moment it is queued, by the sender's clock too: the database keeps
// microseconds, the sender's clock (JavaScript's) milliseconds, and a claim made within the same
// millisecond as the message was queued must find it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overPgliteAndPostgres, type TemporaryDatabase } from '../../tests/support/plan-probe';
import { PostgresMailOutbox } from './postgres-mail-outbox';

function dueAtOnce(engine: string, open: () => Promise<TemporaryDatabase>) {
  describe(`the mail outbox's due time, on ${engine}`, () => {
    let opened: TemporaryDatabase;
    beforeAll(async () => void (opened = await open()));
    afterAll(async () => opened?.close());

    it('lets a claim made in the millisecond a message was queued take it', async () => {
      const outbox = new PostgresMailOutbox(opened.database.db);
      for (let round = 0; round < 5; round++) {
        await outbox.enqueue([{ to: 'ann@example.com', subject: `Round ${round}`, html: '<p>Hi</p>', text: 'Hi' }]);
        // When the database queued it, to the microsecond; the sender's clock reads that moment's millisecond.
        const result = (await opened.database.db.execute(sql`SELECT (extract(epoch FROM max(next_attempt_at)) * 1000000)::bigint::text AS micros FROM mail_outbox WHERE status = 'queued'`)) as unknown as { rows: { micros: string }[] };
        const sameMillisecond = new Date(Number(BigInt(result.rows[0].micros) / 1000n));
        const claimed = await outbox.claimDue({ now: sameMillisecond, limit: 10, leaseMs: 60_000 });
        expect(claimed.map((mail) => mail.subject)).toEqual([`Round ${round}`]);
        await outbox.markSent(claimed[0], sameMillisecond);
      }
    });
  });
}

await overPgliteAndPostgres(dueAtOnce);
