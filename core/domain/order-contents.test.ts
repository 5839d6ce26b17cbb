import { describe, expect, it } from 'vitest';
import { contentsOf, linesNamed, moreProducts, unitsInWords } from './order-contents';

const line = (name: string, quantity: number) => ({ name, quantity });

describe('how an order’s lines are named where there is no room for all of them', () => {
  it('names every line up to three', () => {
    expect(linesNamed(['a'])).toEqual({ named: ['a'], more: 0 });
    expect(linesNamed(['a', 'b', 'c'])).toEqual({ named: ['a', 'b', 'c'], more: 0 });
  });

  it('names two of more than three and counts the rest, never "and 1 more" in place of the line itself', () => {
    expect(linesNamed(['a', 'b', 'c', 'd'])).toEqual({ named: ['a', 'b'], more: 2 });
    const cart = Array.from({ length: 100 }, (_, i) => i);
    expect(linesNamed(cart)).toEqual({ named: [0, 1], more: 98 });
  });

  it('takes another limit, naming at least one line', () => {
    expect(linesNamed(['a', 'b', 'c', 'd', 'e', 'f'], 5)).toEqual({ named: ['a', 'b', 'c', 'd'], more: 2 });
    expect(linesNamed(['a', 'b', 'c'], 1)).toEqual({ named: ['a'], more: 2 });
  });

  it('says how many more products and units, singular or plural', () => {
    expect(moreProducts(1)).toBe('and 1 more product');
    expect(moreProducts(1098)).toBe('and 1,098 more products');
    expect(unitsInWords(1)).toBe('1 unit');
    expect(unitsInWords(1200)).toBe('1,200 units');
  });
});

describe('what an order holds, in one phrase', () => {
  it('reads a one-line order as the one-product order always did', () => {
    expect(contentsOf([line('Bench Vice', 3)])).toBe('3 × Bench Vice');
  });

  it('names the first of several lines, how many more and the units across them', () => {
    expect(contentsOf([line('Circular Saw 185 mm', 2), line('Claw Hammer 16 oz', 5)])).toBe('Circular Saw 185 mm and 1 more product, 7 units');
    expect(contentsOf([line('Circular Saw 185 mm', 2), line('Claw Hammer 16 oz', 5), line('Tape Measure 8 m', 1)])).toBe('Circular Saw 185 mm and 2 more products, 8 units');
  });

  it('says nothing of an order without lines rather than fail', () => {
    expect(contentsOf([])).toBe('');
  });
});
