import { sql, type SQL } from 'drizzle-orm';
import {
  PART_PREFIX_MIN,
  PART_TYPO_THRESHOLD,
  priceBandBounds,
  type FacetCell,
  type ProductQuery,
  type SearchFindings,
  type SearchSort,
  type Suggestion,
} from '../../core/domain/search';
import type { CatalogueProduct } from '../../core/domain/product';
import type { ShopExecutor } from './database';

// Search reads the columns migration 0023 keeps beside each product (search_part_key, search_name,
// search_words) through their indexes: a btree for part-number starts, GINs of trigrams for typos in
// names and part numbers, and a GIN of words for full text. Each statement is planned with its values (never prepared by
// name), so that a part number's start becomes an index range and an empty query no condition.

// What the matches carry to be filtered, counted and sorted: the page's products are read whole afterwards.
const kept = sql.raw('p.id, p.seq, p.price, p.stock, p.min_quantity, p.search_name');

/**
 * Every product the query matches, with its score: the rank's tier (4 exact part number ... 1 typo)
 * plus, when the results are sorted by relevance, a fraction below 1 within it (ts_rank, costly on
 * a broad query, is left out otherwise). Typos only when nothing matches as typed.
 */
function matched({ text, partKey }: Pick<ProductQuery, 'text' | 'partKey'>, ranked: boolean): SQL {
  if (text === '') return sql`SELECT ${kept}, 0::float8 AS score FROM products p`;
  const words = sql`plainto_tsquery('english'::regconfig, shop_unaccent(${text}))`;
  const typed = sql`shop_unaccent(lower(${text}))`;
  const exact = partKey === '' ? sql`false` : sql`p.search_part_key = ${partKey}`;
  // Letters and digits only: nothing in the key is a LIKE wildcard.
  const start = partKey.length < PART_PREFIX_MIN ? sql`false` : sql`p.search_part_key LIKE ${`${partKey}%`}`;
  // <% holds at pg_trgm's word_similarity_threshold, 0.6 unless set otherwise: TRIGRAM_THRESHOLD.
  const nameTypo = sql`${typed} <% p.search_name`;
  const partTypo = partKey === '' ? sql`false` : sql`(p.search_part_key % ${partKey} AND similarity(p.search_part_key, ${partKey}) >= ${PART_TYPO_THRESHOLD})`;
  const withinWords = ranked ? sql`(SELECT r / (1 + r) FROM ts_rank(p.search_words, ${words}) AS r)` : sql`0`;
  return sql`WITH typed AS MATERIALIZED (
      SELECT ${kept}, CASE WHEN ${exact} THEN 4 WHEN ${start} THEN 3 ELSE 2 + ${withinWords} END::float8 AS score
      FROM products p
      WHERE ${exact} OR ${start} OR p.search_words @@ ${words})
    SELECT * FROM typed
    UNION ALL
    SELECT ${kept}, (1 + 0.99 * greatest(word_similarity(${typed}, p.search_name), ${partKey === '' ? sql`0` : sql`similarity(p.search_part_key, ${partKey})`}))::float8
    FROM products p
    WHERE NOT EXISTS (SELECT FROM typed) AND (${nameTypo} OR ${partTypo})`;
}

const orderings: Record<SearchSort, SQL> = {
  relevance: sql`m.score DESC, m.seq`,
  'price-low': sql`m.price, m.seq`,
  'price-high': sql`m.price DESC, m.seq`,
  name: sql`m.search_name COLLATE "C", m.seq`,
};

const band = sql`width_bucket(price, ${`{${priceBandBounds.join(',')}}`}::int[])`;

// A cancelled order is nobody's purchase: the card's "N customers ordered" leaves it out.
const customerCount = sql`(SELECT count(DISTINCT o.customer_id) FROM order_lines l JOIN orders o ON o.id = l.order_id
  WHERE l.product_id = m.id AND o.cancelled_at IS NULL)`;

interface FoundRow {
  hits: CatalogueProduct[] | null;
  cells: [number, boolean, number][] | null;
  near: boolean;
}

/** One statement for the query's page of matches that pass its filters, best first, and its facet cells. */
export function searchStatement(query: ProductQuery): SQL {
  const passes = sql.join(
    [sql`true`, query.priceBand === undefined ? sql`true` : sql`${band} = ${query.priceBand}`, query.inStock ? sql`stock >= min_quantity` : sql`true`],
    sql` AND `,
  );
  return sql`WITH m AS MATERIALIZED (${matched(query, query.sort === 'relevance')}),
    page AS (SELECT * FROM m WHERE ${passes} ORDER BY ${orderings[query.sort]} LIMIT ${query.limit} OFFSET ${query.offset})
    SELECT
      (SELECT json_agg(json_build_object('_id', p.id, 'name', p.name, 'partNumber', p.part_number, 'description', p.description,
          'price', p.price, 'max', p.max_quantity, 'min', p.min_quantity, 'image', p.image, 'stock', p.stock,
          'customerCount', ${customerCount}) ORDER BY ${orderings[query.sort]}) FROM page m JOIN products p ON p.id = m.id) AS hits,
      (SELECT json_agg(json_build_array(b, s, n)) FROM (SELECT ${band} AS b, stock >= min_quantity AS s, count(*) AS n FROM m GROUP BY 1, 2) c) AS cells,
      -- Typos score from 1 to 2 (matched() finds them only when nothing matches as typed); an empty query's matches 0.
      coalesce((SELECT bool_and(score >= 1 AND score < 2) FROM m), false) AS near`;
}

/** The query's page of matches that pass its filters, best first, and its facet cells. */
export async function searchProducts(db: ShopExecutor, query: ProductQuery): Promise<SearchFindings> {
  const [row] = rowsOf<FoundRow>(await db.execute(searchStatement(query)));
  const cells: FacetCell[] = (row.cells ?? []).map(([priceBand, inStock, count]) => ({ priceBand, inStock, count: Number(count) }));
  return { hits: row.hits ?? [], cells, nearMatches: row.near };
}

/** The best `limit` matches' names and part numbers, for the search box. */
export async function suggestProducts(db: ShopExecutor, query: Pick<ProductQuery, 'text' | 'partKey'>, limit: number): Promise<Suggestion[]> {
  if (query.text === '') return [];
  const statement = sql`SELECT p.id AS "_id", p.name, p.part_number AS "partNumber"
    FROM (SELECT * FROM (${matched(query, true)}) m ORDER BY ${orderings.relevance} LIMIT ${limit}) m JOIN products p ON p.id = m.id
    ORDER BY ${orderings.relevance}`;
  return rowsOf<Suggestion>(await db.execute(statement));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
