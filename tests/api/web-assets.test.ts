import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '../../adapters/http/server/web-app';

// A built UI as the build writes it: each text file with its .br and .gz beside it, and two
// prerendered pages (scripts/prerender-pages.tsx).
const script = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))});`;
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- page -->'.repeat(100)}</body></html>`;

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-web-assets-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'pages'));
  writeFileSync(path.join(root, 'pages', 'index.html'), '<p>the home page, prerendered</p>');
  writeFileSync(path.join(root, 'pages', 'about.html'), '<p>the about page, prerendered</p>');
  for (const [file, body] of [['assets/app-abc123.js', script], ['index.html', page]]) {
    writeFileSync(path.join(root, file), body);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(body));
  }
  app = Fastify();
  await serveWebApp(app, root);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built UI is sent pre-compressed', () => {
  it('sends the brotli file to a browser that accepts it, with the script type and the year-long cache', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzipped = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page a browser path falls back to, and keeps it uncached', async () => {
    const res = await app.inject({ url: '/dashboard', headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });
});

describe('the prerendered pages', () => {
  const html = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

  it('answers a prerendered path with its page, uncached', async () => {
    expect((await html('/')).body).toBe('<p>the home page, prerendered</p>');
    const about = await html('/about');
    expect(about.body).toBe('<p>the about page, prerendered</p>');
    expect(about.headers['content-type']).toMatch(/^text\/html/);
    expect(about.headers['cache-control']).toBe('no-cache');
    expect((await html('/about/')).body).toBe('<p>the about page, prerendered</p>');
  });

  it('answers any other page, or a prerendered one with a query, with the empty shell', async () => {
    expect((await html('/dashboard')).body).toBe(page);
    expect((await html('/about?ref=mail')).body).toBe(page);
    expect((await html('/productDetail/123')).body).toBe(page);
  });

  it('answers a public page to any client and to HEAD, but a browser path only to a browser', async () => {
    const anyClient = await app.inject({ url: '/about', headers: { accept: '*/*' } });
    expect(anyClient.statusCode).toBe(200);
    expect(anyClient.body).toBe('<p>the about page, prerendered</p>');

    const head = await app.inject({ method: 'HEAD', url: '/', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/dashboard', headers: { accept: 'text/html' } })).statusCode).toBe(200);

    const missing = await app.inject({ url: '/dashboard', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ type: 'not_found', message: 'Nothing at GET /dashboard' });
    expect((await app.inject({ method: 'POST', url: '/about', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});

describe("a product's and a category's page, read before any script runs", () => {
  const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The shop's own words." />
    <title>Hartwell Tools: tools and parts from the manufacturer</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
  const wrench = { _id: '6ada57d1-5787-41fd-8fdd-58ed049beab3', name: 'Torque Wrench <½"> & "Pro"', partNumber: 'HT-TWR-200', description: `A wrench for </script><b>bolts</b>. ${'Clicks at the set torque. '.repeat(10)}`, price: 189, min: 1, max: 10, image: '/images/wrench.webp', stock: 0, categoryId: null, packSize: 1, priceBreaks: [] };
  const power = { _id: '7c0e1c2a-1111-4111-8111-000000000001', name: 'Power tools', parentId: null };
  const drills = { _id: '7c0e1c2a-1111-4111-8111-000000000002', name: 'Drills & <Drivers>', parentId: power._id };
  let shop: FastifyInstance;
  let pages: string;
  beforeAll(async () => {
    pages = mkdtempSync(path.join(tmpdir(), 'shop-product-pages-'));
    writeFileSync(path.join(pages, 'index.html'), shell);
    shop = Fastify();
    await serveWebApp(shop, pages, {
      find: async (id) => (id === wrench._id ? wrench : null),
      findCategoryPath: async (id) => (id === drills._id ? [power, drills] : null),
      shopName: 'Hartwell Tools',
      sitemap: { origin: 'https://shop.example/', categoryIds: async () => [], productCount: async () => 0, productIdsAt: async () => [] },
    });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(pages, { recursive: true, force: true });
  });

  it("names the product in the title and description, and gives its price with VAT and stock as schema.org's Product", async () => {
    const res = await shop.inject({ url: `/productDetail/${wrench._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Torque Wrench &lt;½&quot;&gt; &amp; &quot;Pro&quot; | Hartwell Tools</title>');
    expect(res.body).not.toContain("The shop's own words.");
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(res.body)![1];
    const unescaped = description.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(unescaped.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^A wrench for &lt;\/script&gt;&lt;b&gt;bolts&lt;\/b&gt;\. Clicks at the set torque\..*…$/);
    expect(res.body).toContain('<meta property="og:image" content="/images/wrench.webp" />');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(res.body)![1];
    // Nothing in the product's words ends the script early.
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: wrench.name,
      sku: 'HT-TWR-200',
      description: wrench.description,
      image: wrench.image,
      // As a visitor reads it on the page: $189 with the United Kingdom's 20% VAT.
      offers: {
        '@type': 'Offer',
        price: '226.80',
        priceCurrency: 'USD',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: '226.80', priceCurrency: 'USD', valueAddedTaxIncluded: true },
        availability: 'https://schema.org/OutOfStock',
      },
    });
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers 404 for an id no product has, or no id at all, with the page titled so and kept out of search results', async () => {
    for (const url of ['/productDetail/11111111-1111-4111-8111-111111111111', '/productDetail/not-an-id']) {
      const res = await shop.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Product not found | Hartwell Tools</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("names a category in the title, where it sits in the description, and its breadcrumbs as schema.org's BreadcrumbList", async () => {
    const res = await shop.inject({ url: `/category/${drills._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Drills &amp; &lt;Drivers&gt; | Hartwell Tools</title>');
    expect(res.body).toContain('<meta name="description" content="Power tools › Drills &amp; &lt;Drivers&gt;: parts and tools from Hartwell Tools, with part numbers, prices and stock." />');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(res.body)![1];
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Power tools', item: `https://shop.example/category/${power._id}` },
        { '@type': 'ListItem', position: 2, name: 'Drills & <Drivers>', item: `https://shop.example/category/${drills._id}` },
      ],
    });
    for (const url of ['/category/11111111-1111-4111-8111-111111111111', '/category/drills']) {
      const missing = await shop.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<title>Category not found | Hartwell Tools</title>');
      expect(missing.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('leaves an address with a query to the plain page, and the API alone', async () => {
    const withQuery = await shop.inject({ url: `/productDetail/${wrench._id}?from=search`, headers: { accept: 'text/html' } });
    expect(withQuery.body).toBe(shell);
    expect((await shop.inject({ url: `/api/productDetail/${wrench._id}` })).statusCode).toBe(404);
  });
});
