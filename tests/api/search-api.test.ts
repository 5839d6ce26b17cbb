// GET /api/search and its suggestions: what a shopper's query finds over HTTP, what bad input answers,
// and that a search never shows a catalogue older than the last admin's change.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import { signedInAdmin } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let products: ProductRepository;
let drillsId: string;
const ADMIN = `search-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
const part = (partNumber: string, name: string, price: number, stock = 10, categoryId: string | null = null) => ({ partNumber, name, description: 'A part of the range.', price, min: 1, max: 20, image: '/p.svg', stock, categoryId });

beforeAll(async () => {
  let categories: CategoryRepository;
  ({ app, products, categories } = await startTestServer({ adminEmails: [ADMIN] }));
  await products.deleteAll();
  const power = await categories.insert({ name: 'Power tools', parentId: null }, () => null);
  const drills = 'saved' in power ? await categories.insert({ name: 'Drills', parentId: power.saved._id }, () => null) : power;
  if (!('saved' in drills)) throw new Error('The categories could not be made');
  drillsId = drills.saved._id;
  await products.insert(part('HT-DRL-18V', 'Cordless Hammer Drill 18V', 189, 10, drillsId));
  await products.insert(part('HT-DRL-12V', 'Compact Drill Driver 12V', 99, 0, drillsId));
  await products.insert(part('HT-GRD-125', 'Angle Grinder 125 mm', 129));
});
afterAll(() => app.close());

const search = (query: string) => app.inject(`/api/search?${query}`);
const partNumbers = async (query: string) => (await search(query)).json().items.map((p: { partNumber: string }) => p.partNumber);

describe('GET /api/search', () => {
  it('finds a part number typed without its dashes first, then names like the query', async () => {
    expect(await partNumbers('q=htdrl18')).toEqual(['HT-DRL-18V']);
    expect(await partNumbers('q=cordles%20hamer')).toEqual(['HT-DRL-18V']);
  });

  it('answers the page, the total and the facets with their counts', async () => {
    const res = await search('q=drill&sort=price-low');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((p: { partNumber: string }) => p.partNumber)).toEqual(['HT-DRL-12V', 'HT-DRL-18V']);
    expect(body).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(body.facets.inStock).toEqual({ id: 'in-stock', label: 'In stock', count: 1, chosen: false });
    expect(body.facets.price.map((band: { id: string; count: number }) => [band.id, band.count])).toEqual([
      ['under-25', 0],
      ['25-100', 1],
      ['100-500', 1],
      ['500-up', 0],
    ]);
  });

  it('narrows to what is in stock and to a price band', async () => {
    expect(await partNumbers('q=drill&stock=in')).toEqual(['HT-DRL-18V']);
    expect(await partNumbers('price=100-500&sort=name')).toEqual(['HT-GRD-125', 'HT-DRL-18V']);
  });

  it('narrows to a category, saying where it sits and counting the categories at each level', async () => {
    const res = await search(`category=${drillsId}`);
    expect(res.json().items.map((p: { partNumber: string }) => p.partNumber)).toEqual(['HT-DRL-18V', 'HT-DRL-12V']);
    expect(res.json().facets.category).toEqual({ path: [{ id: expect.any(String), label: 'Power tools' }, { id: drillsId, label: 'Drills' }], values: [] });
    expect((await search('')).json().facets.category.values).toEqual([{ id: expect.any(String), label: 'Power tools', count: 2, chosen: false }]);
    // A category since deleted, from a shared link: nothing, not a failure.
    expect((await search('category=00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ["category=drills", "query category: category must be a category's id"],
    ['sort=cheapest', 'query sort: sort must be one of relevance, price-low, price-high, name'],
    ['price=cheap', 'query price: price must be one of under-25, 25-100, 100-500, 500-up'],
    ['stock=yes', 'query stock: stock can only be "in" (in stock)'],
    ['page=0', 'query page: page must be at least 1'],
    ['page=101', 'query page: page must be at most 100'],
    ['page=two', 'query page: page must be a whole number'],
    [`q=${'a'.repeat(1001)}`, 'query q: A search can be at most 1,000 characters long'],
  ])('refuses %s in words (400)', async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'invalid_data', message });
  });

  it('refuses control characters as every route does, naming where', async () => {
    const res = await search('q=drill%00%1B');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^query q: /);
  });

  it.each([
    [`q=${'drill '.repeat(166)}`],
    ["q=%27%3B%20DROP%20TABLE%20products%3B--"],
    ['q=%25_%5C(.*)%5B'],
    ['q=%F0%9F%94%A9'],
    ['q=drill&page=100'],
  ])('answers %s with results or none, never a failure', async (query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
  });

  it('shows a product an admin adds at once, though searches are cached', async () => {
    expect(await partNumbers('q=wrench')).toEqual([]);
    const admin = await signedInAdmin(app, ADMIN);
    const added = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: part('HT-WR-250', 'Adjustable Wrench 250 mm', 24),
    });
    expect(added.statusCode).toBe(201);
    expect(await partNumbers('q=wrench')).toEqual(['HT-WR-250']);
  });
});

describe('GET /api/search/suggestions', () => {
  it("answers the best few products' names and part numbers for what is typed", async () => {
    const res = await app.inject('/api/search/suggestions?q=ht-drl');
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions).toEqual([
      { _id: expect.any(String), name: 'Cordless Hammer Drill 18V', partNumber: 'HT-DRL-18V' },
      { _id: expect.any(String), name: 'Compact Drill Driver 12V', partNumber: 'HT-DRL-12V' },
    ]);
  });

  it('answers none for nothing typed', async () => {
    expect((await app.inject('/api/search/suggestions?q=')).json()).toEqual({ suggestions: [] });
    expect((await app.inject('/api/search/suggestions')).json()).toEqual({ suggestions: [] });
  });
});
