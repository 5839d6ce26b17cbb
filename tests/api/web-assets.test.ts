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
