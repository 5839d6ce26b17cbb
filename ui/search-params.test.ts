import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe("the address bar's search parameters", () => {
  it('are read as the text typed: a part number of digits stays text, and so does true', () => {
    expect(parseSearch('?q=10001&flag=true&redirect=%2FproductDetail%2Fx%3Fquantity%3D3')).toEqual({ q: '10001', flag: 'true', redirect: '/productDetail/x?quantity=3' });
    expect(parseSearch('')).toEqual({});
  });

  it('are written as plain text, without the JSON quotes a number-like text would get, and without what is unset', () => {
    expect(stringifySearch({ q: '10001', page: 2, price: undefined, stock: null })).toBe('?q=10001&page=2');
    expect(stringifySearch({ q: 'hex bolt M8' })).toBe('?q=hex+bolt+M8');
    expect(stringifySearch({})).toBe('');
  });

  it('come back as they went', () => {
    const search = { q: '"quoted" & 50%', redirect: '/checkout' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
