import { count, sql, type SQL } from 'drizzle-orm';
import { orderFilterConditions } from './postgres-order-repository';
import { orders } from './schema';
import type { DayFigures } from '../../core/domain/shop-figures';
import type { LowStockProduct, ShopFiguresReader, SoldCategory, SoldPart } from '../../core/ports/driven/shop-figures-reader';
import type { ShopDatabase } from './database';

/** How long the top lists of a period are kept for the next admin: they move slowly, and they are the costly part. */
export const TOP_LISTS_MS = 30_000;

/** Whether a period is whole months (from a month's first day to a month's last): then the monthly totals answer it in fewer rows. */
const wholeMonths = (from: string, to: string) => {
  const after = new Date(`${to}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return from.endsWith('-01') && after.getUTCDate() === 1;
};

/** The part sales table that answers a period: the monthly totals when the period is whole months, else the daily ones. */
const partTable = (from: string, to: string) => (wholeMonths(from, to) ? { table: sql.raw('part_sales_by_month'), at: sql.raw('month') } : { table: sql.raw('part_sales_by_day'), at: sql.raw('day') });

/** Each part's units and net in the period, a row per part: summed without sorting (a hash aggregate), names left for the few listed. */
const partSales = (from: string, to: string): SQL => {
  const { table, at } = partTable(from, to);
  return sql`SELECT part_key, sum(units) AS units, sum(net) AS net FROM ${table} WHERE ${at} BETWEEN ${from}::date AND ${to}::date GROUP BY part_key`;
};

/**
 * The dashboard's figures from the running totals migration 0035 keeps (figures_by_day and the part
 * sales by day and month); what waits to be packed and what runs low from their partial and stock
 * indexes. Nothing here reads every order.
 */
export class PostgresShopFiguresReader implements ShopFiguresReader {
  // The top lists of each period, worked out once for every admin asking within TOP_LISTS_MS: summing a
  // quarter's part sales at a million orders takes a few hundred milliseconds, and ten admins at once would queue.
  private readonly topLists = new Map<string, { until: number; answer: Promise<unknown>; refreshing?: Promise<void> }>();

  constructor(
    private readonly db: ShopDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer of `work` for `key`, shared by every caller until it is TOP_LISTS_MS old. For as long
   * again it is still answered while one caller's request works it out afresh behind it, so that no
   * admin waits for the sums but the first in a while; older, it is worked out while the caller waits.
   * A failure is not kept.
   */
  private shared<T>(key: string, work: () => Promise<T>): Promise<T> {
    const now = this.now();
    for (const [old, entry] of this.topLists) if (entry.until + TOP_LISTS_MS <= now) this.topLists.delete(old);
    const kept = this.topLists.get(key);
    if (kept && kept.until <= now && !kept.refreshing) {
      kept.refreshing = work().then(
        (answer) => void this.topLists.set(key, { until: this.now() + TOP_LISTS_MS, answer: Promise.resolve(answer) }),
        () => void (kept.refreshing = undefined),
      );
    }
    if (kept) return kept.answer as Promise<T>;
    const answer = work();
    this.topLists.set(key, { until: now + TOP_LISTS_MS, answer });
    answer.catch(() => this.topLists.delete(key));
    return answer;
  }

  private async rows<T>(statement: SQL): Promise<T[]> {
    return ((await this.db.execute(statement)) as unknown as { rows: T[] }).rows;
  }

  async days(from: string, to: string): Promise<DayFigures[]> {
    const rows = await this.rows<Record<keyof DayFigures, string>>(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(orders_placed) AS "ordersPlaced", sum(invoices) AS invoices,
             sum(invoiced_net) AS "invoicedNet", sum(invoiced_gross) AS "invoicedGross", sum(credit_notes) AS "creditNotes",
             sum(credited_net) AS "creditedNet", sum(credited_gross) AS "creditedGross", sum(new_customers) AS "newCustomers"
      FROM figures_by_day WHERE day BETWEEN ${from}::date AND ${to}::date
      GROUP BY day
      HAVING sum(abs(orders_placed) + abs(invoices) + abs(credit_notes) + abs(new_customers)) > 0
      ORDER BY day`);
    return rows.map(({ day, ...figures }) => ({ day, ...(Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, Number(value)])) as Omit<DayFigures, 'day'>) }));
  }

  topParts(from: string, to: string, limit: number): Promise<SoldPart[]> {
    return this.shared(`parts|${from}|${to}|${limit}`, () => this.workOutTopParts(from, to, limit));
  }

  topCategories(from: string, to: string, limit: number): Promise<SoldCategory[]> {
    return this.shared(`categories|${from}|${to}|${limit}`, () => this.workOutTopCategories(from, to, limit));
  }

  private async workOutTopParts(from: string, to: string, limit: number): Promise<SoldPart[]> {
    const { table, at } = partTable(from, to);
    // The top parts first, then each one's number and name as last sold in the period (the part_key index finds its latest row).
    const rows = await this.rows<{ part_number: string | null; name: string; units: string; net: string }>(sql`
      WITH top AS (SELECT * FROM (${partSales(from, to)}) sold WHERE net > 0 ORDER BY net DESC, part_key COLLATE "C" LIMIT ${limit})
      SELECT latest.part_number, latest.name, top.units, top.net
      FROM top CROSS JOIN LATERAL (
        SELECT part_number, name FROM ${table} s WHERE s.part_key = top.part_key AND s.${at} BETWEEN ${from}::date AND ${to}::date ORDER BY s.${at} DESC LIMIT 1
      ) latest
      ORDER BY top.net DESC, top.part_key COLLATE "C"`);
    return rows.map((row) => ({ partNumber: row.part_number, name: row.name, units: Number(row.units), net: Number(row.net) }));
  }

  private async workOutTopCategories(from: string, to: string, limit: number): Promise<SoldCategory[]> {
    const rows = await this.rows<{ category_id: string | null; name: string | null; gone: boolean; units: string; net: string }>(sql`
      WITH parts AS (${partSales(from, to)})
      SELECT p.category_id, c.name, p.id IS NULL AS gone, sum(parts.units) AS units, sum(parts.net) AS net
      FROM parts
      LEFT JOIN products p ON upper(p.part_number) = parts.part_key
      LEFT JOIN categories c ON c.id = p.category_id
      GROUP BY p.category_id, c.name, p.id IS NULL HAVING sum(parts.net) > 0
      ORDER BY sum(parts.net) DESC, c.name COLLATE "C" NULLS LAST LIMIT ${limit}`);
    return rows.map((row) => ({ categoryId: row.category_id, name: row.name, notInCatalogue: row.gone, units: Number(row.units), net: Number(row.net) }));
  }

  async toPack(): Promise<number> {
    // The admins' to-ship view, the predicate of orders_to_pack_idx: the count reads that index alone.
    const [row] = await this.db.select({ n: count() }).from(orders).where(orderFilterConditions['to-ship']);
    return row.n;
  }

  async lowStock(below: number, limit: number) {
    const [counted, products] = await Promise.all([
      this.rows<{ n: string }>(sql`SELECT count(*) AS n FROM products WHERE stock < ${below}`),
      this.rows<{ id: string; name: string; part_number: string; stock: number }>(
        sql`SELECT id, name, part_number, stock FROM products WHERE stock < ${below} ORDER BY stock, name COLLATE "C", id LIMIT ${limit}`,
      ),
    ]);
    return {
      count: Number(counted[0].n),
      products: products.map((row): LowStockProduct => ({ productId: row.id, name: row.name, partNumber: row.part_number, stock: Number(row.stock) })),
    };
  }
}
