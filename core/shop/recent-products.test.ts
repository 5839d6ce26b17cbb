import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/product';
import { RecentProducts } from './recent-products';

const product = (n: number): Product => ({ _id: `p${n}`, name: `Part ${n}`, partNumber: `HT-P-${n}`, description: '', price: n, min: 1, max: 10, image: '/p.svg', stock: 5, categoryId: null, packSize: 1, priceBreaks: [] });

describe('products read moments ago', () => {
  it('keeps at most its size, dropping the one read longest ago', () => {
    const recent = new RecentProducts(2);
    recent.remember(product(1));
    recent.remember(product(2));
    expect(recent.get('p1')).toEqual(product(1));
    // Read again, the first is the most recent: the second goes when a third comes.
    recent.remember(product(1));
    recent.remember(product(3));
    expect([recent.get('p1'), recent.get('p2'), recent.get('p3')]).toEqual([product(1), undefined, product(3)]);
  });

  it('keeps the last read of a product, and forgets one on demand', () => {
    const recent = new RecentProducts(2);
    recent.remember(product(1));
    recent.remember({ ...product(1), price: 99 });
    recent.remember(product(2));
    expect(recent.get('p1')?.price).toBe(99);
    recent.forget('p1');
    expect(recent.get('p1')).toBeUndefined();
    expect(recent.get('p2')).toEqual(product(2));
  });
});
