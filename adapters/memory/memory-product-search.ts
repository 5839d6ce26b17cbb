import { stem } from 'porter2';
import type { CatalogueProduct } from '../../core/domain/product';
import {
  inStock,
  CORRECTED_WORD_MIN,
  DICTIONARY_WORD_MIN,
  PART_PREFIX_MIN,
  PART_TYPO_THRESHOLD,
  partKey,
  partTypoStart,
  priceBandIndex,
  WORD_TYPO_THRESHOLD,
  type FacetCell,
  type ProductQuery,
  type SearchFindings,
  type SearchSort,
  type Suggestion,
} from '../../core/domain/search';
import { englishStopWords } from './english-stop-words';

// Search over products in memory, matching as PostgreSQL does with the shop's search columns
// (migration 0023): the same tiers, English stems (Porter2, PostgreSQL's Snowball stemmer) without
// its stop words, pg_trgm's trigrams for typos against a dictionary of the names' words. Scores
// within a tier only approximate ts_rank.

export interface Searchable {
  seq: number;
  product: CatalogueProduct;
}

const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => unaccented(text).match(/[\p{L}\p{N}]+/gu) ?? [];
const stems = (text: string) => wordsOf(text).filter((word) => !englishStopWords.has(word)).map(stem);

/** pg_trgm's trigrams of a text, in order: each word lower-cased, padded with two spaces before and one after. */
function trigrams(text: string): string[] {
  return wordsOf(text).flatMap((word) => {
    const padded = `  ${word} `;
    return Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3));
  });
}

/** pg_trgm's similarity: the trigrams two texts share, of all either has. */
function similarity(a: string, b: string) {
  const [x, y] = [new Set(trigrams(a)), new Set(trigrams(b))];
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared === 0 ? 0 : shared / (x.size + y.size - shared);
}

/** How the query's words weigh in a product's text: the stems all there, a name's counting more (ts_rank's weights A and B); null when one is missing. */
function wordsWeight(wanted: string[], product: CatalogueProduct): number | null {
  const inName = new Set(stems(product.name));
  const inDescription = new Set(stems(product.description));
  if (wanted.length === 0 || !wanted.every((word) => inName.has(word) || inDescription.has(word))) return null;
  return wanted.reduce((total, word) => total + (inName.has(word) ? 1 : 0.4), 0) / wanted.length;
}

/** The product's score for the query as typed (tiers 4 to 2 of matched() in the PostgreSQL search); null when it does not match so. */
function scoreAsTyped({ text, partKey: key }: Pick<ProductQuery, 'text' | 'partKey'>, product: CatalogueProduct): number | null {
  if (text === '') return 0;
  const own = partKey(product.partNumber);
  if (key !== '' && own === key) return 4;
  if (key.length >= PART_PREFIX_MIN && own.startsWith(key)) return 3;
  const weight = wordsWeight(stems(text), product);
  return weight === null ? null : 2 + weight / 2;
}

/** Every word of the products' names, as the search_dictionary table keeps them. */
const dictionaryOf = (rows: readonly Searchable[]) => new Set(rows.flatMap(({ product }) => wordsOf(product.name).filter((word) => word.length >= DICTIONARY_WORD_MIN)));

/** The query with each word no name holds read as the dictionary's word most like it, as corrected() does in SQL. */
function correctedText(text: string, dictionary: ReadonlySet<string>): string {
  return wordsOf(text)
    .map((word) => {
      if (dictionary.has(word) || word.length < CORRECTED_WORD_MIN) return word;
      const [best] = [...dictionary]
        .map((known) => ({ known, alike: similarity(known, word) }))
        .filter(({ alike }) => alike >= WORD_TYPO_THRESHOLD)
        .sort((a, b) => b.alike - a.alike || a.known.length - b.known.length || (a.known < b.known ? -1 : 1));
      return best?.known ?? word;
    })
    .join(' ');
}

/** The product's score as a near match (tier 1): the corrected words, or its part number but for the last characters; null when neither. */
function scoreAsTypo(corrected: string[], key: string, product: CatalogueProduct): number | null {
  const weight = wordsWeight(corrected, product);
  const own = partKey(product.partNumber);
  const typoStart = partTypoStart(key);
  const partAlike = typoStart !== null && own.startsWith(typoStart) ? similarity(own, key) : 0;
  if (weight === null && partAlike < PART_TYPO_THRESHOLD) return null;
  return 1 + 0.99 * Math.max(weight === null ? 0 : weight / 2, partAlike);
}

const byName = (a: Searchable, b: Searchable) => {
  const [x, y] = [unaccented(a.product.name), unaccented(b.product.name)];
  return x < y ? -1 : x > y ? 1 : 0;
};

type Scored = Searchable & { score: number };
const orderings: Record<SearchSort, (a: Scored, b: Scored) => number> = {
  relevance: (a, b) => b.score - a.score || a.seq - b.seq,
  'price-low': (a, b) => a.product.price - b.product.price || a.seq - b.seq,
  'price-high': (a, b) => b.product.price - a.product.price || a.seq - b.seq,
  name: (a, b) => byName(a, b) || a.seq - b.seq,
};

const scoredBy = (rows: readonly Searchable[], score: (row: Searchable) => number | null): Scored[] =>
  rows.flatMap((row) => {
    const found = score(row);
    return found === null ? [] : [{ ...row, score: found }];
  });

/** The products matching as typed; when there are none, those the query is a typo of (near). */
function matches(rows: readonly Searchable[], query: Pick<ProductQuery, 'text' | 'partKey'>): { found: Scored[]; near: boolean } {
  const typed = scoredBy(rows, (row) => scoreAsTyped(query, row.product));
  if (typed.length > 0 || query.text === '') return { found: typed, near: false };
  const corrected = stems(correctedText(query.text, dictionaryOf(rows)));
  const near = scoredBy(rows, (row) => scoreAsTypo(corrected, query.partKey, row.product));
  return { found: near, near: near.length > 0 };
}

/** The query's page of matches that pass its filters, best first, and its facet cells. */
export function searchProducts(rows: readonly Searchable[], query: ProductQuery): SearchFindings {
  const { found: matched, near } = matches(rows, query);
  const cells = new Map<string, FacetCell>();
  for (const { product } of matched) {
    const cell = { priceBand: priceBandIndex(product.price), inStock: inStock(product), categoryId: product.categoryId, count: 0 };
    const key = `${cell.priceBand}:${cell.inStock}:${cell.categoryId}`;
    (cells.get(key) ?? cells.set(key, cell).get(key)!).count++;
  }
  const passing = matched.filter(
    ({ product }) =>
      (query.priceBand === undefined || priceBandIndex(product.price) === query.priceBand) &&
      (!query.inStock || inStock(product)) &&
      (query.categoryIds === undefined || (product.categoryId !== null && query.categoryIds.includes(product.categoryId))),
  );
  const hits = passing.sort(orderings[query.sort]).slice(query.offset, query.offset + query.limit);
  return { hits: hits.map((hit) => ({ ...hit.product })), cells: [...cells.values()], nearMatches: near };
}

/** The best `limit` matches' names and part numbers, for the search box. */
export function suggestProducts(rows: readonly Searchable[], query: Pick<ProductQuery, 'text' | 'partKey'>, limit: number): Suggestion[] {
  if (query.text === '') return [];
  return matches(rows, query)
    .found.sort(orderings.relevance)
    .slice(0, limit)
    .map(({ product: { _id, name, partNumber } }) => ({ _id, name, partNumber }));
}
