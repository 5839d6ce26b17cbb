import { categoryPath, categoryTree, withDescendants, type Category } from './category';
import type { Id } from './ids';
import type { CatalogueProduct, Product } from './product';

/**
 * Catalogue search: what a query matches, how its results rank, and the facets that narrow them.
 * Every store answers the same way (memory, PGlite, PostgreSQL); a query matches a product by, in
 * this order of rank:
 *   1. its part number exactly, ignoring case, spaces and punctuation ("htdrl18v" is HT-DRL-18V),
 *   2. the start of its part number, the same way ("htdrl18" finds HT-DRL-18V),
 *   3. every word of the query among the words of its name or description, stemmed in English and
 *      without accents ("drills" finds "drill"; a name's words weigh more than a description's),
 *   4. when nothing matches as typed, a typo: each word of the query that no product's name holds
 *      read as the name word most like it by trigrams ("cordles hamer" is "cordless hammer", found as
 *      in 3), or a part number that differs only in its last few characters ("HT-DRL-18B" finds
 *      HT-DRL-18V).
 * Typos are forgiven only when nothing matches as typed, so that an exact part number or a word
 * shows what it names and not its look-alikes. An empty query matches every product, in catalogue order.
 */

/** The longest query read; the rest of a longer one is left out. */
export const SEARCH_TEXT_MAX = 200;
/** Results per page of the results page, and suggestions under the search box. */
export const SEARCH_PAGE_SIZE = 24;
export const SUGGESTION_COUNT = 6;
/** The furthest page a search reaches: a query that needs more should be narrower. */
export const MAX_SEARCH_PAGE = 100;
/** A part number's start shorter than this matches too much to mean anything. */
export const PART_PREFIX_MIN = 2;
/** A name's words as the typo dictionary keeps them: this long or longer. */
export const DICTIONARY_WORD_MIN = 3;
/** A query's word shorter than this is never read as another: too little of it to tell a typo. */
export const CORRECTED_WORD_MIN = 4;
/** How alike a query's word and a name's word must be for one to be read as the other (pg_trgm's similarity, 0 to 1; its own default). */
export const WORD_TYPO_THRESHOLD = 0.3;
/** A part number typed wrong in its last characters, up to this many: the rest must be as typed. */
export const PART_TYPO_TAIL = 3;
/** How alike a query and a part number must be to be a typo of it (pg_trgm's similarity of the two keys, 0 to 1). */
export const PART_TYPO_THRESHOLD = 0.35;

/** The part-number start a typo's candidates share: all but the last PART_TYPO_TAIL characters, at least three; null for too short a key. */
export const partTypoStart = (key: string) => (key.length - PART_TYPO_TAIL >= 3 ? key.slice(0, key.length - PART_TYPO_TAIL) : null);

export const searchSorts = ['relevance', 'price-low', 'price-high', 'name'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchSortLabels: Record<SearchSort, string> = {
  relevance: 'Best match',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  name: 'Name: A to Z',
};

/** Price bands in whole dollars, each from its `from` up to the next band's. */
export const priceBands = [
  { id: 'under-25', from: 0, label: 'Under $25' },
  { id: '25-100', from: 25, label: '$25 to $100' },
  { id: '100-500', from: 100, label: '$100 to $500' },
  { id: '500-up', from: 500, label: '$500 and over' },
] as const;
export type PriceBandId = (typeof priceBands)[number]['id'];
export const priceBandIds = priceBands.map((band) => band.id) as [PriceBandId, ...PriceBandId[]];

/** The band a price falls in, by its index in priceBands. */
export const priceBandIndex = (price: number) => priceBands.findLastIndex((band) => price >= band.from);

/** The prices that start each band after the first: where stores cut prices into bands. */
export const priceBandBounds = priceBands.slice(1).map((band) => band.from);

/** Whether a product can be ordered now: at least its minimum is in stock (the "In stock" facet). */
export const inStock = (product: Pick<Product, 'stock' | 'min'>) => product.stock >= product.min;

/** What a shopper asks: the query's words, the facets chosen, the order and the page. */
export interface SearchRequest {
  q: string;
  sort: SearchSort;
  price?: PriceBandId;
  /** Only products that can be ordered now. */
  inStock: boolean;
  /** Only products of this category or of a category under it. */
  category?: Id;
  /** From 1. */
  page: number;
}

/** A query as stores read it: cleaned words, the part-number key, and the facets as filters. */
export interface ProductQuery {
  /** The query without control characters and repeated spaces, at most SEARCH_TEXT_MAX long; empty matches all. */
  text: string;
  /** The query in capitals without spaces or punctuation: what part numbers are matched on. */
  partKey: string;
  sort: SearchSort;
  /** Index into priceBands. */
  priceBand?: number;
  inStock: boolean;
  /** Only products listed under one of these categories; none for an unknown category. */
  categoryIds?: Id[];
  offset: number;
  limit: number;
}

/** How many products the query matches in one combination of facet values: stores count these, facets are summed from them. */
export interface FacetCell {
  priceBand: number;
  inStock: boolean;
  categoryId: Id | null;
  count: number;
}

/** What a store answers: a page of the matches that pass the filters, best first, and the query's facet cells. */
export interface SearchFindings {
  hits: CatalogueProduct[];
  cells: FacetCell[];
  /** Nothing matched as typed: the matches are the products the query is a typo of. */
  nearMatches: boolean;
}

export interface FacetValue<Id> {
  id: Id;
  label: string;
  count: number;
  chosen: boolean;
}

/** A search answered: the page of products, how many in all, and each facet's values with their counts. */
export interface SearchResults {
  items: CatalogueProduct[];
  total: number;
  /** Nothing matched as typed: these are the products the query looks like a typo of. */
  nearMatches: boolean;
  page: number;
  pageCount: number;
  facets: {
    price: FacetValue<PriceBandId>[];
    inStock: FacetValue<'in-stock'>;
    category: CategoryFacet;
  };
}

/**
 * The category facet, one level at a time: the category chosen with those above it (`path`, top first,
 * empty when none is chosen), and the categories right under it (the top ones when none is) with their
 * matches, their own and those of every category under them.
 */
export interface CategoryFacet {
  path: { id: Id; label: string }[];
  values: FacetValue<Id>[];
}

/** A suggestion under the search box: enough to name the product and open it. */
export type Suggestion = Pick<Product, '_id' | 'name' | 'partNumber'>;

// Control characters (a pasted tab, a stray NUL) separate words like spaces do.
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** A query's words as stores match them: control characters and runs of spaces made one space, trimmed, cut at SEARCH_TEXT_MAX. */
export const searchText = (q: string) => q.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TEXT_MAX).trim();

/** A part number, or a query, as part numbers are matched: capitals, letters and digits only. */
export const partKey = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The store's query for a shopper's request; `limit` results from the request's page on; a category chosen is read with those under it. */
// Stryker disable next-line ArrayDeclaration: without categories, any list that holds no such id reads a chosen one alike
export function productQuery(request: SearchRequest, limit = SEARCH_PAGE_SIZE, categories: readonly Category[] = []): ProductQuery {
  const text = searchText(request.q);
  const band = request.price === undefined ? undefined : priceBandIds.indexOf(request.price);
  const categoryIds = request.category === undefined ? undefined : withDescendants(categories, request.category);
  return { text, partKey: partKey(text), sort: request.sort, priceBand: band, inStock: request.inStock, categoryIds, offset: (request.page - 1) * limit, limit };
}

const sum = (cells: FacetCell[]) => cells.reduce((total, cell) => total + cell.count, 0);

/**
 * The results of a request from what a store found. Each facet counts the matches the other facets
 * let through, so that a count says what choosing that value would show.
 */
// Stryker disable next-line ArrayDeclaration: without categories, any list that holds no such id reads a chosen one alike
export function searchResults(request: SearchRequest, findings: SearchFindings, pageSize = SEARCH_PAGE_SIZE, categories: readonly Category[] = []): SearchResults {
  const { cells } = findings;
  const chosenBand = request.price === undefined ? undefined : priceBandIds.indexOf(request.price);
  const inBand = (cell: FacetCell) => chosenBand === undefined || cell.priceBand === chosenBand;
  const stocked = (cell: FacetCell) => !request.inStock || cell.inStock;
  const under = (id: Id | undefined) => {
    if (id === undefined) return () => true;
    const ids = new Set<Id | null>(withDescendants(categories, id));
    return (cell: FacetCell) => ids.has(cell.categoryId);
  };
  const inCategory = under(request.category);
  const total = sum(cells.filter((cell) => inBand(cell) && stocked(cell) && inCategory(cell)));
  return {
    items: findings.hits,
    total,
    nearMatches: findings.nearMatches,
    page: request.page,
    pageCount: Math.min(MAX_SEARCH_PAGE, Math.ceil(total / pageSize)),
    facets: {
      price: priceBands.map((band, index) => ({
        id: band.id,
        label: band.label,
        count: sum(cells.filter((cell) => cell.priceBand === index && stocked(cell) && inCategory(cell))),
        chosen: chosenBand === index,
      })),
      inStock: { id: 'in-stock', label: 'In stock', count: sum(cells.filter((cell) => cell.inStock && inBand(cell) && inCategory(cell))), chosen: request.inStock },
      category: categoryFacet(request.category, categories, cells.filter((cell) => inBand(cell) && stocked(cell)), under),
    },
  };
}

/** The category facet from the cells the other facets let through: the chosen category's path, and what is right under it. */
function categoryFacet(chosen: Id | undefined, categories: readonly Category[], cells: FacetCell[], under: (id: Id) => (cell: FacetCell) => boolean): CategoryFacet {
  // Stryker disable next-line ConditionalExpression: no category has the id undefined either
  const path = chosen === undefined ? [] : categoryPath(categories, chosen);
  const parentId = path.at(-1)?._id ?? null;
  // An unknown category chosen lists nothing under it: its results are empty, and the facet offers to clear it.
  const level = chosen !== undefined && path.length === 0 ? [] : categoryTree(categories.filter((category) => category.parentId === parentId));
  return {
    path: path.map((category) => ({ id: category._id, label: category.name })),
    values: level.map((category) => ({ id: category._id, label: category.name, count: sum(cells.filter(under(category._id))), chosen: false })),
  };
}
