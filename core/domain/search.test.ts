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

// Power tools > Drills and Saws; Hand tools.
const power = { _id: 'p', name: 'Power tools', parentId: null };
const drills = { _id: 'd', name: 'Drills', parentId: 'p' };
const saws = { _id: 's', name: 'Saws', parentId: 'p' };
const hand = { _id: 'h', name: 'Hand tools', parentId: null };
const categories = [power, saws, hand, drills];

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
      categoryIds: undefined,
      offset: 2 * SEARCH_PAGE_SIZE,
      limit: SEARCH_PAGE_SIZE,
    });
    expect(productQuery(request(), 6)).toMatchObject({ priceBand: undefined, offset: 0, limit: 6 });
  });

  it('reads a category chosen with every category under it, and an unknown one as none', () => {
    expect(productQuery(request({ category: power._id }), 6, categories).categoryIds?.toSorted()).toEqual([power._id, drills._id, saws._id].toSorted());
    expect(productQuery(request({ category: drills._id }), 6, categories).categoryIds).toEqual([drills._id]);
    expect(productQuery(request({ category: 'gone' }), 6, categories).categoryIds).toEqual([]);
    expect(productQuery(request({ category: drills._id })).categoryIds).toEqual([]);
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
  // Band 0: 3 in stock (drills), 1 not (saws); band 2: 2 in stock (hand tools); band 3: 4 not, in no category.
  const cells: FacetCell[] = [
    { priceBand: 0, inStock: true, categoryId: 'd', count: 3 },
    { priceBand: 0, inStock: false, categoryId: 's', count: 1 },
    { priceBand: 2, inStock: true, categoryId: 'h', count: 2 },
    { priceBand: 3, inStock: false, categoryId: null, count: 4 },
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
    expect(searchResults(request(), { ...found, cells: [{ priceBand: 0, inStock: true, categoryId: null, count: SEARCH_PAGE_SIZE + 1 }] }).pageCount).toBe(2);
    expect(searchResults(request(), { ...found, cells: [{ priceBand: 0, inStock: true, categoryId: null, count: SEARCH_PAGE_SIZE * 1000 }] }).pageCount).toBe(MAX_SEARCH_PAGE);
    expect(searchResults(request(), { ...found, cells: [] })).toMatchObject({ total: 0, pageCount: 0 });
    expect(searchResults(request({ page: 2 }), { ...found, nearMatches: true })).toMatchObject({ page: 2, nearMatches: true, items: [] });
  });

  const value = (category: { _id: string; name: string }, count: number) => ({ id: category._id, label: category.name, count, chosen: false });

  it('offer the top categories in name order when none is chosen, each counting what is under it, within the other facets', () => {
    const results = searchResults(request(), found, SEARCH_PAGE_SIZE, categories);
    expect(results.facets.category).toEqual({ path: [], values: [value(hand, 2), value(power, 4)] });
    expect(searchResults(request({ inStock: true }), found, SEARCH_PAGE_SIZE, categories).facets.category.values).toEqual([value(hand, 2), value(power, 3)]);
    expect(searchResults(request({ price: '100-500' }), found, SEARCH_PAGE_SIZE, categories).facets.category.values).toEqual([value(hand, 2), value(power, 0)]);
  });

  it('narrow to a category chosen and those under it, offering the categories right under it and the way back up', () => {
    const inPower = searchResults(request({ category: power._id }), found, SEARCH_PAGE_SIZE, categories);
    expect(inPower.total).toBe(4);
    expect(inPower.facets.category).toEqual({ path: [{ id: power._id, label: power.name }], values: [value(drills, 3), value(saws, 1)] });
    expect(inPower.facets.price.map((band) => band.count)).toEqual([4, 0, 0, 0]);
    expect(inPower.facets.inStock.count).toBe(3);

    const inDrills = searchResults(request({ category: drills._id, price: 'under-25' }), found, SEARCH_PAGE_SIZE, categories);
    expect(inDrills.total).toBe(3);
    expect(inDrills.facets.category).toEqual({ path: [{ id: power._id, label: power.name }, { id: drills._id, label: drills.name }], values: [] });
  });

  it('find nothing in a category that is not there, and offer nothing under it', () => {
    const results = searchResults(request({ category: 'gone' }), found, SEARCH_PAGE_SIZE, categories);
    expect(results).toMatchObject({ total: 0, pageCount: 0 });
    expect(results.facets.category).toEqual({ path: [], values: [] });
    expect(results.facets.inStock.count).toBe(0);
  });
});
