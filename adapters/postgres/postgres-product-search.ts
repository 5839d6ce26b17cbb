import { sql, type SQL } from 'drizzle-orm';
import {
  CORRECTED_WORD_MIN,
  PART_PREFIX_MIN,
  PART_TYPO_THRESHOLD,
  partTypoStart,
  WORD_TYPO_THRESHOLD,
  priceBandBounds,
  type FacetCell,
  type ProductQuery,
  type SearchFindings,
  type SearchSort,
  type Suggestion,
} from '../../core/domain/search';
import type { CatalogueProduct } from '../../core/domain/product';
import type { ShopDatabase } from './database';
import { namedByText, runPrepared } from './prepared-statement';

// Search reads the columns migration 0023 keeps beside each product (search_part_key, search_name,
// search_words) through their indexes: a btree for part-number starts and a GIN of words for full
// text; typos are read through the GIN of trigrams of the dictionary of name words. Each statement
// is prepared by name and runs on the plan made once for all of its values (runSearch, ADR 0024):
// a part number's start is a range of parameters, which that plan reads through the btree.

// What the matches carry to be filtered, counted and sorted (the name only to be sorted by): the page's
// products are read whole afterwards. Narrow rows keep a broad query's matches ("screw": 60,000) in memory.
const keptColumns = ['id', 'seq', 'price', 'stock', 'min_quantity', 'category_id'];
const keptFor = (sort: SearchSort | null) => (sort === 'name' ? [...keptColumns, 'search_name'] : keptColumns);
const keptOf = (sort: SearchSort | null) => sql.raw(keptFor(sort).map((column) => `p.${column}`).join(', '));
const columnsOf = (sort: SearchSort | null) => sql.raw(keptFor(sort).join(', '));

/**
 * The query with each word no name holds read as the dictionary's word most like it (a typo's
 * correction), or as typed when none is like it enough: what the near matches are searched for.
 */
function corrected(text: string): SQL {
  return sql`(SELECT string_agg(coalesce(
        (SELECT d.word FROM search_dictionary d WHERE d.word = t.w),
        CASE WHEN length(t.w) >= ${CORRECTED_WORD_MIN} THEN
          (SELECT d.word FROM search_dictionary d WHERE d.word % t.w AND similarity(d.word, t.w) >= ${WORD_TYPO_THRESHOLD}
            ORDER BY similarity(d.word, t.w) DESC, length(d.word), d.word LIMIT 1) END,
        t.w), ' ' ORDER BY t.n)
      FROM regexp_split_to_table(shop_unaccent(lower(${text})), '[^[:alnum:]]+') WITH ORDINALITY AS t(w, n) WHERE t.w <> '')`;
}

/**
 * Part keys that start with `start`, as the range of the key's index (text_pattern_ops: byte order):
 * from the start up to it followed by the last code point. A range of parameters, unlike LIKE's
 * pattern, lets a plan made once for every value read the index.
 */
const startsWith = (start: string) => sql`(p.search_part_key ~>=~ ${start} AND p.search_part_key ~<~ (${start} || chr(1114111)))`;

/** The matches as a statement builds on them: the CTEs that find them, and the rows they make, with their score. */
interface Matches {
  /** CTE definitions for the statement's WITH, or null when the rows need none. */
  ctes: SQL | null;
  rows: SQL;
}

/**
 * Every product the query matches, with its score: the rank's tier (4 exact part number ... 1 typo)
 * plus, when the results are sorted by relevance, a fraction below 1 within it (ts_rank, costly on
 * a broad query, is left out otherwise). Typos only when nothing matches as typed.
 */
function matches({ text, partKey }: Pick<ProductQuery, 'text' | 'partKey'>, sort: SearchSort | null): Matches {
  const [kept, columns, ranked] = [keptOf(sort), columnsOf(sort), sort === 'relevance'];
  if (text === '') return { ctes: null, rows: sql`SELECT ${kept}, 0::float8 AS score, false AS near FROM products p` };
  const words = sql`plainto_tsquery('english'::regconfig, shop_unaccent(${text}))`;
  const exact = partKey === '' ? sql`false` : sql`p.search_part_key = ${partKey}`;
  const start = partKey.length < PART_PREFIX_MIN ? sql`false` : startsWith(partKey);
  // ts_rank once a row, folded below 1 by r / (1 + r) outside the scan.
  const rank = (query: SQL) => (ranked ? sql`ts_rank(p.search_words, ${query})` : sql`0::real`);
  // Near matches: the corrected words, or a part number as typed but for its last characters.
  const nearWords = sql`plainto_tsquery('english'::regconfig, ${corrected(text)})`;
  const typoStart = partTypoStart(partKey);
  const partSimilarity = typoStart === null ? sql`0` : sql`CASE WHEN ${startsWith(typoStart)} THEN similarity(p.search_part_key, ${partKey}) ELSE 0 END`;
  const partTypo = typoStart === null ? sql`false` : sql`(${startsWith(typoStart)} AND similarity(p.search_part_key, ${partKey}) >= ${PART_TYPO_THRESHOLD})`;
  return {
    ctes: sql`typed AS MATERIALIZED (
      SELECT ${kept}, CASE WHEN ${exact} THEN 4 WHEN ${start} THEN 3 ELSE 2 END AS tier, CASE WHEN ${exact} OR ${start} THEN 0 ELSE ${rank(words)} END AS rank
      FROM products p
      WHERE ${exact} OR ${start} OR p.search_words @@ ${words}),
    near AS MATERIALIZED (SELECT ${nearWords} AS words WHERE NOT EXISTS (SELECT FROM typed)),
    near_matches AS MATERIALIZED (
      SELECT ${kept}, CASE WHEN p.search_words @@ near.words THEN ${rank(sql`near.words`)} ELSE 0 END AS rank, ${partSimilarity} AS alike
      FROM near, products p
      WHERE p.search_words @@ near.words OR ${partTypo})`,
    rows: sql`SELECT ${columns}, (tier + rank / (1 + rank))::float8 AS score, false AS near FROM typed
    UNION ALL
    SELECT ${columns}, (1 + 0.99 * greatest(rank / (1 + rank), alike))::float8, true FROM near_matches`,
  };
}

/** The matches as one query of their own. */
const matched = (query: Pick<ProductQuery, 'text' | 'partKey'>, sort: SearchSort | null) => {
  const { ctes, rows } = matches(query, sort);
  return ctes ? sql`WITH ${ctes} ${rows}` : rows;
};

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
  cells: [number, boolean, string | null, number][] | null;
  near: boolean;
}

/** One statement for the query's page of matches that pass its filters, best first, and its facet cells. */
export function searchStatement(query: ProductQuery): SQL {
  // The filters are values, not words of the statement: one text (and one prepared statement) serves them all.
  const priceBand = query.priceBand ?? null;
  const categoryIds = query.categoryIds === undefined ? null : `{${query.categoryIds.join(',')}}`;
  const passes = sql`(${priceBand}::int IS NULL OR ${band} = ${priceBand}::int)
      AND (NOT ${query.inStock}::boolean OR stock >= min_quantity)
      AND (${categoryIds}::uuid[] IS NULL OR category_id = ANY(${categoryIds}::uuid[]))`;
  // The matches are kept once, by the CTEs that find them; the union of typed and near ones is read in
  // place by each use (the page, the cells, the near flag), not written out again: "screw" keeps 60,000.
  // Without a query there is no CTE: the whole catalogue is kept once for the three.
  const { ctes, rows } = matches(query, query.sort);
  return sql`WITH ${ctes ? sql`${ctes}, m AS NOT MATERIALIZED (${rows})` : sql`m AS MATERIALIZED (${rows})`},
    page AS (SELECT * FROM m WHERE ${passes} ORDER BY ${orderings[query.sort]} LIMIT ${query.limit} OFFSET ${query.offset})
    SELECT
      (SELECT json_agg(json_build_object('_id', p.id, 'name', p.name, 'partNumber', p.part_number, 'description', p.description,
          'price', p.price, 'max', p.max_quantity, 'min', p.min_quantity, 'image', p.image, 'stock', p.stock, 'categoryId', p.category_id,
          'packSize', p.pack_size, 'priceBreaks', p.price_breaks, 'customerCount', ${customerCount}) ORDER BY ${orderings[query.sort]}) FROM page m JOIN products p ON p.id = m.id) AS hits,
      (SELECT json_agg(json_build_array(b, s, c, n)) FROM (SELECT ${band} AS b, stock >= min_quantity AS s, category_id AS c, count(*) AS n FROM m GROUP BY 1, 2, 3) c) AS cells,
      -- Near matches are found only when nothing matches as typed: the first match says which.
      coalesce((SELECT near FROM m LIMIT 1), false) AS near`;
}

/** The query's page of matches that pass its filters, best first, and its facet cells. */
export async function searchProducts(db: ShopDatabase, query: ProductQuery): Promise<SearchFindings> {
  const [row] = await runSearch<FoundRow>(db, searchStatement(query));
  const cells: FacetCell[] = (row.cells ?? []).map(([priceBand, inStock, categoryId, count]) => ({ priceBand, inStock, categoryId, count: Number(count) }));
  return { hits: row.hits ?? [], cells, nearMatches: row.near };
}

/** The best `limit` matches' names and part numbers, for the search box. */
export async function suggestProducts(db: ShopDatabase, query: Pick<ProductQuery, 'text' | 'partKey'>, limit: number): Promise<Suggestion[]> {
  if (query.text === '') return [];
  const statement = sql`SELECT p.id AS "_id", p.name, p.part_number AS "partNumber"
    FROM (SELECT * FROM (${matched(query, 'relevance')}) m ORDER BY ${orderings.relevance} LIMIT ${limit}) m JOIN products p ON p.id = m.id
    ORDER BY ${orderings.relevance}`;
  return runSearch<Suggestion>(db, statement);
}

/**
 * Runs a search statement prepared under a name made from its text, with the plan made once for all
 * values: parsed and planned once per connection instead of at every search (planning was most of a
 * part number's search). A statement's text depends only on the sort and on which ways of matching
 * the query takes (its values are parameters), so a connection holds a handful of them.
 */
export const runSearch = <Row>(db: ShopDatabase, statement: SQL) => runPrepared<Row>(db, namedByText('search'), statement, { planOnce: true });
