// robots.txt and the sitemap: the public pages, every category and every product, in files of at most 50,000
// addresses, under the shop's public address.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '../../adapters/http/server/web-app';
import { SITEMAP_FILE_SIZE } from '../../adapters/http/server/sitemap';
import { startTestServer, TEST_SHOP_URL } from '../support/test-server';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('a catalogue of more products than one sitemap file holds', () => {
  const ids = Array.from({ length: SITEMAP_FILE_SIZE + 2 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-sitemap-'));
    mkdirSync(path.join(root, 'pages'));
    for (const page of ['index', 'about', 'faq', 'login', 'register']) writeFileSync(path.join(root, 'pages', `${page}.html`), `<p>${page}</p>`);
    writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    app = Fastify();
    await serveWebApp(app, root, {
      find: async () => null,
      shopName: 'Hartwell Tools',
      sitemap: { origin: 'https://shop.example/', categoryIds: async () => ['00000000-0000-4000-8000-000000080000'], productCount: async () => ids.length, productIdsAt: async (offset, limit) => ids.slice(offset, offset + limit) },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('names the sitemap in robots.txt, and keeps the dashboard out', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /dashboard\n');
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml\n');
  });

  it('indexes the pages file and one products file per 50,000, cached for an hour', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(res.body)).toEqual(['https://shop.example/sitemap-pages.xml', 'https://shop.example/sitemap-products-1.xml', 'https://shop.example/sitemap-products-2.xml']);
  });

  it('lists the public pages, the sign-in forms left out, and the category pages', async () => {
    expect(locations((await app.inject('/sitemap-pages.xml')).body)).toEqual([
      'https://shop.example/',
      'https://shop.example/about',
      'https://shop.example/faq',
      'https://shop.example/category/00000000-0000-4000-8000-000000080000',
    ]);
  });

  it('lists every product once across its files, in catalogue order', async () => {
    const first = locations((await app.inject('/sitemap-products-1.xml')).body);
    const second = locations((await app.inject('/sitemap-products-2.xml')).body);
    expect(first).toHaveLength(SITEMAP_FILE_SIZE);
    expect([...first, ...second]).toEqual(ids.map((id) => `https://shop.example/productDetail/${id}`));
  });

  it('answers 404 for a file it does not have', async () => {
    for (const file of ['0.xml', '3.xml', '1', 'x.xml', '01.xml', '1.xml.gz']) expect((await app.inject(`/sitemap-products-${file}`)).statusCode, file).toBe(404);
  });
});

describe("the shop's sitemap", () => {
  let app: FastifyInstance;
  let products: ProductRepository;
  let categories: CategoryRepository;
  beforeAll(async () => ({ app, products, categories } = await startTestServer()));
  afterAll(() => app.close());

  it("lists every category's page", async () => {
    const added = await categories.insert({ name: 'Workwear', parentId: null }, () => null);
    if (!('saved' in added)) throw new Error('The category could not be made');
    expect(locations((await app.inject('/sitemap-pages.xml')).body)).toContain(`${TEST_SHOP_URL}/category/${added.saved._id}`);
  });

  it("lists the catalogue's products under the shop's address", async () => {
    const added = [];
    for (const name of ['Bench Vice', 'Hack Saw']) added.push(await products.insert({ name, description: 'd', price: 10, min: 1, max: 5, image: '/p.svg', stock: 3 }));
    expect((await app.inject('/robots.txt')).body).toContain(`Sitemap: ${TEST_SHOP_URL}/sitemap.xml`);
    const listed = locations((await app.inject('/sitemap-products-1.xml')).body);
    expect(listed).toEqual(expect.arrayContaining(added.map((product) => `${TEST_SHOP_URL}/productDetail/${product._id}`)));
    expect(listed).toHaveLength(await products.count());
  });
});
