// The catalogue's categories over HTTP: anyone reads the tree and a category's page, admins keep them,
// and products are listed under them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryMessages } from '../../core/domain/category';
import { callAs, signedInAdmin, type Call } from '../support/customers';
import { startTestServer } from '../support/test-server';

const ADMIN = `categories-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
let app: FastifyInstance;
let call: Call;
let token: string;

beforeAll(async () => {
  ({ app } = await startTestServer({ adminEmails: [ADMIN] }));
  call = callAs(app);
  token = (await signedInAdmin(app, ADMIN)).token;
});
afterAll(() => app.close());

const add = async (name: string, parentId: string | null = null) => {
  const res = await call('POST', '/api/categories', token, { name, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; name: string; parentId: string | null };
};
const product = (n: number, categoryId?: string | null) => ({ name: `Part ${n}`, description: 'A part', price: 10, min: 1, max: 5, image: '/p.svg', stock: 10, categoryId });

describe('categories', () => {
  it('are read by anyone as a tree, and a category page lists its products and those of the categories under it', async () => {
    const tools = await add('Power tools');
    const drills = await add('Drills', tools._id);
    const saws = await add('Saws', tools._id);
    const fixings = await add('Fixings');
    const placed = [];
    for (const [n, categoryId] of [[1, drills._id], [2, saws._id], [3, fixings._id], [4, tools._id]] as const) {
      const res = await call('POST', '/api/products', token, product(n, categoryId));
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json());
    }
    expect(placed[0].categoryId).toBe(drills._id);

    const listed = (await app.inject('/api/categories')).json();
    expect(listed.categories.map((c: { name: string }) => c.name)).toEqual(['Fixings', 'Power tools', 'Drills', 'Saws']);
    expect(listed.categories[2]).toEqual({ _id: drills._id, name: 'Drills', parentId: tools._id });

    const page = (await app.inject(`/api/categories/${tools._id}?limit=2`)).json();
    expect(page.path).toEqual([{ _id: tools._id, name: 'Power tools', parentId: null }]);
    expect(page.children.map((c: { name: string }) => c.name)).toEqual(['Drills', 'Saws']);
    expect(page.products.items.map((p: { name: string }) => p.name)).toEqual(['Part 1', 'Part 2']);
    const next = (await app.inject(`/api/categories/${tools._id}?limit=2&cursor=${page.products.nextCursor}`)).json();
    expect(next.products.items.map((p: { name: string }) => p.name)).toEqual(['Part 4']);

    const drillsPage = (await app.inject(`/api/categories/${drills._id}`)).json();
    expect(drillsPage.path.map((c: { name: string }) => c.name)).toEqual(['Power tools', 'Drills']);
    expect(drillsPage.products.items.map((p: { name: string }) => p.name)).toEqual(['Part 1']);
  });

  it('answer 404 for an unknown category and 400 for a malformed id', async () => {
    expect((await app.inject(`/api/categories/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await app.inject('/api/categories/not-an-id')).statusCode).toBe(400);
  });

  it('are never put under themselves or a category inside them, nor beside a sibling of their name', async () => {
    const top = await add('Hand tools');
    const under = await add('Spanners', top._id);
    const loop = await call('PUT', `/api/categories/${top._id}`, token, { name: 'Hand tools', parentId: under._id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toBe(categoryMessages.underItself);
    const twin = await call('POST', '/api/categories', token, { name: 'SPANNERS', parentId: top._id });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(categoryMessages.nameTaken('SPANNERS'));
    const renamed = await call('PUT', `/api/categories/${under._id}`, token, { name: 'Wrenches', parentId: top._id });
    expect(renamed.json()).toEqual({ _id: under._id, name: 'Wrenches', parentId: top._id });
  });

  it('are deleted only when empty', async () => {
    const top = await add('Workwear');
    const gloves = await add('Gloves', top._id);
    expect((await call('DELETE', `/api/categories/${top._id}`, token)).json().message).toBe(categoryMessages.notEmpty);
    expect((await call('DELETE', `/api/categories/${gloves._id}`, token)).json()).toEqual({ deletedCount: 1 });
    expect((await call('DELETE', `/api/categories/${top._id}`, token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/categories/${top._id}`, token)).statusCode).toBe(404);
  });

  it('refuse a product listed under a category the catalogue does not have', async () => {
    const res = await call('POST', '/api/products', token, product(9, crypto.randomUUID()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(categoryMessages.productCategoryMissing);
  });
});
