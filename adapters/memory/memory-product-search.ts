import { stem } from 'porter2';
import type { CatalogueProduct } from '../../core/domain/product';
import {
  inStock,
  PART_PREFIX_MIN,
  PART_TYPO_THRESHOLD,
  partKey,
  priceBandIndex,
  TRIGRAM_THRESHOLD,
  type FacetCell,
  type ProductQuery,
  type SearchFindings,
  type SearchSort,
  type Suggestion,
} from '../../core/domain/search';
import { englishStopWords } from './english-stop-words';

// Search over products in memory, matching as PostgreSQL does with the shop's search columns
// (migration 0023): the same tiers, English stems (Porter2, PostgreSQL's Snowball stemmer) without
// its stop words, and pg_trgm's trigrams. Scores within a tier only approximate ts_rank.

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

/** pg_trgm's word_similarity: how alike the query's trigrams and the best stretch of the name's are (0 to 1). */
function wordSimilarity(query: string, name: string) {
  const wanted = new Set(trigrams(query));
  const ordered = trigrams(name);
  let best = 0;
  // A stretch that starts or ends on a trigram the query lacks only scores less: try those that do not.
  for (let from = 0; from < ordered.length; from++) {
    if (!wanted.has(ordered[from])) continue;
    const stretch = new Set<string>();
    for (let to = from; to < ordered.length; to++) {
      stretch.add(ordered[to]);
      if (!wanted.has(ordered[to])) continue;
      const shared = [...stretch].filter((t) => wanted.has(t)).length;
      best = Math.max(best, shared / (wanted.size + stretch.size - shared));
    }
  }
  return best;
}

/** pg_trgm's similarity: the trigrams two texts share, of all either has. */
function similarity(a: string, b: string) {
  const [x, y] = [new Set(trigrams(a)), new Set(trigrams(b))];
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared === 0 ? 0 : shared / (x.size + y.size - shared);
}

/** The product's score for the query as typed (tiers 4 to 2 of matched() in the PostgreSQL search); null when it does not match so. */
function scoreAsTyped({ text, partKey: key }: Pick<ProductQuery, 'text' | 'partKey'>, product: CatalogueProduct): number | null {
  if (text === '') return 0;
  const own = partKey(product.partNumber);
  if (key !== '' && own === key) return 4;
  if (key.length >= PART_PREFIX_MIN && own.startsWith(key)) return 3;
  const wanted = stems(text);
  const inName = new Set(stems(product.name));
  const inDescription = new Set(stems(product.description));
  if (wanted.length === 0 || !wanted.every((word) => inName.has(word) || inDescription.has(word))) return null;
  // A word of the name weighs more than one of the description only (ts_rank's weights A and B).
  const weight = wanted.reduce((total, word) => total + (inName.has(word) ? 1 : 0.4), 0) / wanted.length;
  return 2 + weight / 2;
}

/** The product's score as a typo of the query (tier 1); null when it is not like it. */
function scoreAsTypo({ text, partKey: key }: Pick<ProductQuery, 'text' | 'partKey'>, product: CatalogueProduct): number | null {
  const nameSimilarity = wordSimilarity(text, product.name);
  const partSimilarity = key === '' ? 0 : similarity(partKey(product.partNumber), key);
  if (nameSimilarity < TRIGRAM_THRESHOLD && partSimilarity < PART_TYPO_THRESHOLD) return null;
  return 1 + 0.99 * Math.max(nameSimilarity, partSimilarity);
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
  const near = scoredBy(rows, (row) => scoreAsTypo(query, row.product));
  return { found: near, near: near.length > 0 };
}

/** The query's page of matches that pass its filters, best first, and its facet cells. */
export function searchProducts(rows: readonly Searchable[], query: ProductQuery): SearchFindings {
  const { found: matched, near } = matches(rows, query);
  const cells = new Map<string, FacetCell>();
  for (const { product } of matched) {
    const cell = { priceBand: priceBandIndex(product.price), inStock: inStock(product), count: 0 };
    const key = `${cell.priceBand}:${cell.inStock}`;
    (cells.get(key) ?? cells.set(key, cell).get(key)!).count++;
  }
  const passing = matched.filter(
    ({ product }) => (query.priceBand === undefined || priceBandIndex(product.price) === query.priceBand) && (!query.inStock || inStock(product)),
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
