import { describe, expect, it } from 'vitest';
import { headlineOf, lineOf, summaryOf, totalOf, unitsByProduct, unitsOf, type OrderLine } from './order-line';

const vice = { _id: 'p1', name: 'Bench Vice', price: 40, priceBreaks: [] };
const saw = { _id: 'p2', name: 'Hack Saw', price: 15, partNumber: 'HS-300', priceBreaks: [] };

describe('order lines', () => {
  it('snapshot a product as ordered now: its part number where it has one, the unit price and the line total', () => {
    expect(lineOf(vice, 3)).toEqual({ productId: 'p1', partNumber: null, name: 'Bench Vice', unitPrice: 40, quantity: 3, lineTotal: 120 });
    expect(lineOf(saw, 2)).toEqual({ productId: 'p2', partNumber: 'HS-300', name: 'Hack Saw', unitPrice: 15, quantity: 2, lineTotal: 30 });
  });

  it('are priced at the volume price their quantity reaches', () => {
    const screws = { ...saw, priceBreaks: [{ from: 10, to: 49, price: 13 }, { from: 50, to: null, price: 12 }] };
    expect(lineOf(screws, 9)).toMatchObject({ unitPrice: 15, lineTotal: 135 });
    expect(lineOf(screws, 10)).toMatchObject({ unitPrice: 13, lineTotal: 130 });
    expect(lineOf(screws, 60)).toMatchObject({ unitPrice: 12, lineTotal: 720 });
  });

  it('sum up into the order: a one-line order answers as the spec’s one-product order, several lines name no one product', () => {
    const one = [lineOf(vice, 3)];
    expect(summaryOf(one)).toEqual({ productId: 'p1', productName: 'Bench Vice', quantity: 3, totalPrice: 120 });
    const two = [lineOf(vice, 3), lineOf(saw, 2)];
    expect(summaryOf(two)).toEqual({ productId: null, productName: 'Bench Vice and 1 more product', quantity: 5, totalPrice: 150 });
    expect(headlineOf([...two, lineOf({ _id: 'p3', name: 'File', price: 5, priceBreaks: [] }, 1)])).toBe('Bench Vice and 2 more products');
    expect([unitsOf([]), totalOf([])]).toEqual([0, 0]);
  });

  it('count units per product, leaving out lines whose product is gone', () => {
    const lines: OrderLine[] = [lineOf(vice, 3), lineOf(saw, 2), lineOf(vice, 1), { ...lineOf(saw, 4), productId: null }];
    expect([...unitsByProduct(lines)]).toEqual([['p1', 4], ['p2', 2]]);
  });
});
