import { describe, expect, it } from 'vitest';
import {
  inStock,
  MAX_SEARCH_PAGE,
  partKey,
  partTypoStart,
  priceBandBounds,
  priceBandIndex,
  productQuery,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  searchResults,
  searchSortLabels,
  searchSorts,
  searchText,
  type FacetCell,
  type SearchRequest,
} from './search';

const request = (more: Partial<SearchRequest> = {}): SearchRequest => ({ q: '', sort: 'relevance', inStock: false, page: 1, ...more });

describe('a query as stores read it', () => {
  it('makes control characters and runs of spaces one space, trims, and cuts at the longest read', () => {
    expect(searchText('  hammer\u0000\tdrill\u200b kit\n ')).toBe('hammer drill kit');
    expect(searchText('a'.repeat(SEARCH_TEXT_MAX + 50))).toHaveLength(SEARCH_TEXT_MAX);
    expect(searchText(`${'a'.repeat(SEARCH_TEXT_MAX - 1)} b`)).toBe('a'.repeat(SEARCH_TEXT_MAX - 1));
    // Leading spaces do not take the place of the query's own characters.
    expect(searchText(`   ${'a'.repeat(SEARCH_TEXT_MAX)}`)).toBe('a'.repeat(SEARCH_TEXT_MAX));
  });

  it('keys a part number by its letters and digits in capitals', () => {
    expect(partKey('ht-drl 18v/k.2')).toBe('HTDRL18VK2');
    expect(partKey('Façade')).toBe('FAÇADE');
    expect(partKey('--- ')).toBe('');
  });

  it('looks for a typo of a part number among those sharing all but its last three characters, of at least three', () => {
    expect(partTypoStart('HTDRL18B')).toBe('HTDRL');
    expect(partTypoStart('ABCDEF')).toBe('ABC');
    expect(partTypoStart('ABCDE')).toBeNull();
  });

  it('asks for the request page of 24, the text cleaned and keyed, the price band by its index', () => {
    expect(productQuery(request({ q: ' HT-DRL\t18 ', page: 3, price: '100-500', inStock: true, sort: 'name' }))).toEqual({
      text: 'HT-DRL 18',
      partKey: 'HTDRL18',
      sort: 'name',
      priceBand: 2,
      inStock: true,
      offset: 2 * SEARCH_PAGE_SIZE,
      limit: SEARCH_PAGE_SIZE,
    });
    expect(productQuery(request(), 6)).toMatchObject({ priceBand: undefined, offset: 0, limit: 6 });
  });
});

describe('the choices a shopper sees', () => {
  it('name every sort in words', () => {
    expect(searchSorts.map((sort) => searchSortLabels[sort])).toEqual(['Best match', 'Price: low to high', 'Price: high to low', 'Name: A to Z']);
  });

  it('cut prices into bands at the start of each band after the first', () => {
    expect(priceBandBounds).toEqual([25, 100, 500]);
  });
});

describe('price bands and stock', () => {
  it('put a price in the band that starts at or below it', () => {
    expect([0, 24, 25, 99, 100, 499, 500, 999_999].map(priceBandIndex)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('call a product in stock when its minimum is', () => {
    expect(inStock({ stock: 5, min: 5 })).toBe(true);
    expect(inStock({ stock: 4, min: 5 })).toBe(false);
  });
});

describe('results from facet cells', () => {
  // Band 0: 3 in stock, 1 not; band 2: 2 in stock; band 3: 4 not.
  const cells: FacetCell[] = [
    { priceBand: 0, inStock: true, count: 3 },
    { priceBand: 0, inStock: false, count: 1 },
    { priceBand: 2, inStock: true, count: 2 },
    { priceBand: 3, inStock: false, count: 4 },
  ];
  const found = { hits: [], cells, nearMatches: false };

  it('count everything when nothing is chosen', () => {
    const results = searchResults(request(), found);
    expect(results.total).toBe(10);
    expect(results.facets.price.map((band) => band.count)).toEqual([4, 0, 2, 4]);
    expect(results.facets.price.map((band) => band.chosen)).toEqual([false, false, false, false]);
    expect(results.facets.inStock).toEqual({ id: 'in-stock', label: 'In stock', count: 5, chosen: false });
  });

  it('count each facet within what the other lets through', () => {
    const stocked = searchResults(request({ inStock: true }), found);
    expect(stocked.total).toBe(5);
    expect(stocked.facets.price.map((band) => band.count)).toEqual([3, 0, 2, 0]);
    expect(stocked.facets.inStock).toMatchObject({ count: 5, chosen: true });

    const banded = searchResults(request({ price: 'under-25' }), found);
    expect(banded.total).toBe(4);
    expect(banded.facets.price.map((band) => band.count)).toEqual([4, 0, 2, 4]);
    expect(banded.facets.price[0].chosen).toBe(true);
    expect(banded.facets.inStock.count).toBe(3);

    expect(searchResults(request({ price: 'under-25', inStock: true }), found).total).toBe(3);
  });

  it('say how many pages, at most the furthest one reached, and pass on the hits and whether they are near', () => {
    expect(searchResults(request(), found).pageCount).toBe(1);
    expect(searchResults(request(), { ...found, cells: [{ priceBand: 0, inStock: true, count: SEARCH_PAGE_SIZE + 1 }] }).pageCount).toBe(2);
    expect(searchResults(request(), { ...found, cells: [{ priceBand: 0, inStock: true, count: SEARCH_PAGE_SIZE * 1000 }] }).pageCount).toBe(MAX_SEARCH_PAGE);
    expect(searchResults(request(), { ...found, cells: [] })).toMatchObject({ total: 0, pageCount: 0 });
    expect(searchResults(request({ page: 2 }), { ...found, nearMatches: true })).toMatchObject({ page: 2, nearMatches: true, items: [] });
  });
});
