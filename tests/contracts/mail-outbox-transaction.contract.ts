import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../adapters/postgres/database';
import { enqueueInTransaction, PostgresMailOutbox } from '../../adapters/postgres/postgres-mail-outbox';
import { contactMessages, mailOutbox } from '../../adapters/postgres/schema';

const mail = (subject: string) => ({ to: 'reader@example.com', subject, html: `<p>${subject}</p>`, text: subject });

/** The database outbox writes its mail inside the transaction of the event that causes it. */
export function mailOutboxTransactionContract(engine: string, db: () => ShopDatabase) {
  describe(`enqueueInTransaction: ${engine}`, () => {
    beforeEach(async () => {
      await db().delete(mailOutbox);
    });

    it("keeps the mail when the caller's transaction commits, with the row it wrote", async () => {
      const id = crypto.randomUUID();
      await db().transaction(async (tx) => {
        await tx.insert(contactMessages).values({ id, name: 'Visitor', email: 'visitor@example.com', message: 'Hello' });
        await enqueueInTransaction(tx, [mail('Committed')]);
      });
      const { items } = await new PostgresMailOutbox(db()).list({ limit: 5 });
      expect(items.map((m) => m.subject)).toEqual(['Committed']);
      await db().delete(contactMessages);
    });

    it("writes nothing when the caller's transaction rolls back: no mail for an event that did not happen", async () => {
      const failure = new Error('the event failed after its mail was written');
      await expect(
        db().transaction(async (tx) => {
          await enqueueInTransaction(tx, [mail('Rolled back')]);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await new PostgresMailOutbox(db()).list({ limit: 5 })).items).toEqual([]);
    });
  });
}
