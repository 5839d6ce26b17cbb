import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../adapters/postgres/database';
import { issueDocumentIn, PostgresDocumentStore } from '../../adapters/postgres/postgres-document-store';
import { documentCounters, documents, orders } from '../../adapters/postgres/schema';
import { freshYears, newDocument, seqOf } from './document-store.contract';

/** A minimal order row, for documents to be issued for (they keep their order by a foreign key). */
export async function insertOrderRow(db: ShopDatabase) {
  const id = crypto.randomUUID();
  await db.insert(orders).values({ id, productName: 'Claw Hammer 16 oz', customerId: 'user-documents', customerEmail: 'documents@example.com', customerName: 'Bea Buyer', phone: '555 0100', quantity: 2, totalPrice: 12_000 });
  return id;
}

/**
 * Deletes every order, for the tests' cleanups: their documents first, which the database keeps as
 * issued (migration 0032). Its trigger is switched off only inside this one transaction, for the
 * test database's owner, and on again before it commits; the shop itself never deletes a document.
 * The counters go with them, so that the sequences start again as on a new database.
 */
export async function deleteOrders(db: ShopDatabase) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE documents DISABLE TRIGGER documents_kept_as_issued`);
    await tx.delete(documents);
    await tx.execute(sql`ALTER TABLE documents ENABLE TRIGGER documents_kept_as_issued`);
    await tx.delete(documentCounters);
    await tx.delete(orders);
  });
}

/** Expects `statement` to fail on the documents' trigger (drizzle wraps the database's error as the cause of its own). */
async function expectRefused(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (failure: Error & { cause?: Error }) => failure,
  );
  expect(error, 'the statement was not refused').not.toBeNull();
  expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(/documents are kept as issued/);
}

/**
 * What only a database shows of the document store: a number taken in a transaction that fails is
 * not lost, the database itself refuses to change or delete a document, and (given `otherServer`,
 * a second pool on the same database) two servers issuing at once share one sequence.
 */
export function documentStoreDatabaseContract(engine: string, db: () => ShopDatabase, otherServer?: () => ShopDatabase) {
  describe(`Document store in the database: ${engine}`, () => {
    it('takes no number in a transaction that fails after issuing: the next document gets it', async () => {
      const store = new PostgresDocumentStore(db());
      const year = freshYears();
      const orderId = await insertOrderRow(db());
      expect((await store.issue(newDocument(orderId, `${year}-02-01T10:00:00.000Z`))).number).toBe(`INV-${year}-000001`);
      const failure = new Error('the payment failed after its invoice was numbered');
      let numbered = '';
      await expect(
        db().transaction(async (tx) => {
          numbered = (await issueDocumentIn(tx, newDocument(orderId, `${year}-02-02T10:00:00.000Z`))).number;
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(numbered).toBe(`INV-${year}-000002`);
      const next = await store.issue(newDocument(orderId, `${year}-02-03T10:00:00.000Z`));
      expect(next.number).toBe(`INV-${year}-000002`);
      expect((await store.listByOrder(orderId)).map((document) => document.number)).toEqual([`INV-${year}-000001`, `INV-${year}-000002`]);
    });

    it('issues in the caller’s transaction: its documents are kept when it commits, numbered one after another', async () => {
      const store = new PostgresDocumentStore(db());
      const year = freshYears();
      const orderId = await insertOrderRow(db());
      const issued = await db().transaction(async (tx) => [
        await issueDocumentIn(tx, newDocument(orderId, `${year}-02-01T10:00:00.000Z`)),
        await issueDocumentIn(tx, newDocument(orderId, `${year}-02-01T10:00:01.000Z`, 'credit-note', 500)),
      ]);
      expect(issued.map((document) => document.number)).toEqual([`INV-${year}-000001`, `CN-${year}-000001`]);
      expect(await store.listByOrder(orderId)).toEqual(issued);
    });

    it('refuses, in the database, to change or delete a document: only its missing PDF may be stored, once', async () => {
      const store = new PostgresDocumentStore(db());
      const year = freshYears();
      const orderId = await insertOrderRow(db());
      const issued = await store.issue(newDocument(orderId, `${year}-04-01T10:00:00.000Z`));
      const id = issued._id;
      const refused = [
        sql`UPDATE documents SET body = jsonb_set(body, '{net}', '1') WHERE id = ${id}`,
        sql`UPDATE documents SET net = 1 WHERE id = ${id}`,
        sql`UPDATE documents SET pdf = '\\x0102'::bytea, gross = 1 WHERE id = ${id}`,
        sql`DELETE FROM documents WHERE id = ${id}`,
        sql`TRUNCATE documents`,
      ];
      for (const statement of refused) await expectRefused(db().execute(statement));
      await db().execute(sql`UPDATE documents SET pdf = '\\x2550'::bytea WHERE id = ${id}`);
      expect(Array.from((await store.pdf(id))!)).toEqual([0x25, 0x50]);
      for (const statement of [sql`UPDATE documents SET pdf = '\\x01'::bytea WHERE id = ${id}`, sql`UPDATE documents SET pdf = NULL WHERE id = ${id}`]) {
        await expectRefused(db().execute(statement));
      }
      expect(await store.findById(id)).toEqual(issued);
      expect(Array.from((await store.pdf(id))!)).toEqual([0x25, 0x50]);
    });

    it.runIf(otherServer !== undefined)('numbers 25 documents from each of two servers at once 1 to 50, without a gap or a repeat', async () => {
      const year = freshYears();
      const orderId = await insertOrderRow(db());
      const servers = [new PostgresDocumentStore(db()), new PostgresDocumentStore(otherServer!())];
      const issued = await Promise.all(
        Array.from({ length: 50 }, (_, i) => servers[i % 2].issue(newDocument(orderId, `${year}-09-01T10:${String(Math.floor(i / 2)).padStart(2, '0')}:00.000Z`))),
      );
      expect(issued.map(seqOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(new Set(issued.map((document) => document.number)).size).toBe(50);
    });

    it("lets the tests' cleanup delete orders with their documents, and the database still refuses a deletion after it", async () => {
      const store = new PostgresDocumentStore(db());
      const year = freshYears();
      const orderId = await insertOrderRow(db());
      await store.issue(newDocument(orderId, `${year}-10-01T10:00:00.000Z`));
      await expect(db().delete(orders)).rejects.toThrow();
      await deleteOrders(db());
      expect(await db().select().from(documents)).toEqual([]);
      const again = await insertOrderRow(db());
      const issued = await store.issue(newDocument(again, `${year}-10-02T10:00:00.000Z`));
      expect(issued.number).toBe(`INV-${year}-000001`);
      await expectRefused(db().execute(sql`DELETE FROM documents WHERE id = ${issued._id}`));
      await expectRefused(db().execute(sql`TRUNCATE documents`));
    });
  });
}
