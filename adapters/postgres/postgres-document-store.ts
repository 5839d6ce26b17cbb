import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { documentNumber, type DocumentKind, type TaxDocument } from '../../core/domain/tax-document';
import type { DocumentListing, DocumentPeriod, DocumentStore, NewDocument } from '../../core/ports/driven/document-store';
import type { ShopDatabase, ShopTransaction } from './database';
import { qualified } from './qualified';
import { documentCounters, documents } from './schema';

/** The year whose sequence numbers a document: the UTC year of its `issuedAt`. */
export function documentYear(document: Pick<NewDocument, 'issuedAt'>) {
  const at = new Date(document.issuedAt);
  if (Number.isNaN(at.getTime())) throw new Error(`A document's issuedAt must be a date: ${document.issuedAt}`);
  return at.getUTCFullYear();
}

/**
 * Numbers and stores a document inside the caller's transaction (the order repository's, so that
 * the number is taken with the payment it records). The counter's row is taken with an upsert,
 * whose row lock holds every other issuer of the same kind and year until this transaction ends:
 * they number after it, and when it rolls back its number goes to the next, leaving no gap.
 */
export async function issueDocumentIn(tx: ShopTransaction, document: NewDocument): Promise<TaxDocument> {
  const year = documentYear(document);
  const [counter] = await tx
    .insert(documentCounters)
    .values({ kind: document.kind, year, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.kind, documentCounters.year], set: { last: sql`${qualified(documentCounters.last)} + 1` } })
    .returning({ last: documentCounters.last });
  const id = crypto.randomUUID();
  const issued: TaxDocument = { ...structuredClone(document), _id: id, number: documentNumber(document.kind, year, counter.last) };
  const [row] = await tx
    .insert(documents)
    .values({
      id,
      kind: issued.kind,
      year,
      seq: counter.last,
      number: issued.number,
      orderId: issued.orderId,
      issuedAt: new Date(issued.issuedAt),
      net: issued.net,
      tax: issued.tax,
      gross: issued.gross,
      body: issued,
    })
    .returning({ body: documents.body });
  return row.body;
}

/** Bytes as a plain Uint8Array: node-postgres answers a Buffer, PGlite a Uint8Array. */
const plainBytes = (bytes: Uint8Array) => new Uint8Array(bytes);

const kinds: readonly DocumentKind[] = ['invoice', 'credit-note'];

/** Invoices and credit notes in PostgreSQL or PGlite: numbered from a counter row, kept as issued (migration 0032 refuses any other change). */
export class PostgresDocumentStore implements DocumentStore {
  constructor(private readonly db: ShopDatabase) {}

  issue(document: NewDocument) {
    return this.db.transaction((tx) => issueDocumentIn(tx, document));
  }

  async findById(id: string) {
    const [row] = await this.db.select({ body: documents.body }).from(documents).where(eq(documents.id, id));
    return row?.body ?? null;
  }

  async listByOrder(orderId: string) {
    const rows = await this.db
      .select({ body: documents.body })
      .from(documents)
      .where(eq(documents.orderId, orderId))
      // A credit note corrects an invoice: at one instant the invoice comes first.
      .orderBy(asc(documents.issuedAt), sql`${documents.kind} = 'credit-note'`, asc(documents.seq));
    return rows.map((row) => row.body);
  }

  async listByPeriod({ from, to, kind }: DocumentPeriod): Promise<DocumentListing> {
    const where: SQL | undefined = and(gte(documents.issuedAt, from), lt(documents.issuedAt, to), kind ? eq(documents.kind, kind) : undefined);
    // One snapshot for both reads, so that the totals are those of the documents listed.
    const [rows, sums] = await this.db.transaction(
      async (tx) => [
        await tx.select({ body: documents.body }).from(documents).where(where).orderBy(asc(documents.issuedAt), asc(documents.kind), asc(documents.seq)),
        await tx
          .select({
            kind: documents.kind,
            count: sql<number>`count(*)`.mapWith(Number),
            net: sql<number>`coalesce(sum(${documents.net}), 0)`.mapWith(Number),
            tax: sql<number>`coalesce(sum(${documents.tax}), 0)`.mapWith(Number),
            gross: sql<number>`coalesce(sum(${documents.gross}), 0)`.mapWith(Number),
          })
          .from(documents)
          .where(where)
          .groupBy(documents.kind),
      ] as const,
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const totals = Object.fromEntries(kinds.map((k) => [k, { count: 0, net: 0, tax: 0, gross: 0 }])) as DocumentListing['totals'];
    for (const { kind: k, ...sum } of sums) totals[k as DocumentKind] = sum;
    return { documents: rows.map((row) => row.body), totals };
  }

  async pdf(id: string) {
    const [row] = await this.db.select({ pdf: documents.pdf }).from(documents).where(eq(documents.id, id));
    return row?.pdf ? plainBytes(row.pdf) : null;
  }

  async keepPdf(id: string, pdf: Uint8Array) {
    // Of two at once, the second waits for the first's row lock, then finds a PDF there and changes nothing.
    await this.db
      .update(documents)
      .set({ pdf })
      .where(and(eq(documents.id, id), sql`${documents.pdf} IS NULL`));
    const kept = await this.pdf(id);
    if (!kept) throw new Error(`There is no document ${id} to keep a PDF for`);
    return kept;
  }
}
