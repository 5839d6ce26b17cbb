import { describe, expect, it } from 'vitest';
import { searchParamsOf, searchRequestOf } from './search-request';

describe('a search in the address bar', () => {
  it('is read whole when every part is one the shop knows', () => {
    expect(searchRequestOf({ q: 'drill', sort: 'price-low', price: '100-500', stock: 'in', category: '00000000-0000-4000-8000-000000000501', page: '3' })).toEqual({
      q: 'drill',
      sort: 'price-low',
      price: '100-500',
      inStock: true,
      category: '00000000-0000-4000-8000-000000000501',
      page: 3,
    });
  });

  it('leaves out, rather than refuses, what a shared or hand-edited link got wrong', () => {
    expect(searchRequestOf({ q: 'drill', sort: 'cheapest', price: 'cheap', stock: 'yes', category: 'drills', page: '0' })).toEqual({
      q: 'drill',
      sort: 'relevance',
      price: undefined,
      inStock: false,
      category: undefined,
      page: 1,
    });
    expect(searchRequestOf({ page: '101' }).page).toBe(1);
    expect(searchRequestOf({})).toEqual({ q: '', sort: 'relevance', price: undefined, inStock: false, category: undefined, page: 1 });
  });

  it('keeps a query too long for the shop to its first 1,000 characters', () => {
    expect(searchRequestOf({ q: 'a'.repeat(1500) }).q).toHaveLength(1000);
  });

  it('is written with only what differs from the defaults', () => {
    expect(searchParamsOf({ q: 'drill', sort: 'relevance', inStock: false, page: 1 })).toEqual({ q: 'drill' });
    expect(searchParamsOf({ q: '  ', sort: 'name', price: '500-up', inStock: true, category: '00000000-0000-4000-8000-000000000501', page: 2 })).toEqual({
      sort: 'name',
      price: '500-up',
      stock: 'in',
      category: '00000000-0000-4000-8000-000000000501',
      page: 2,
    });
  });
});
