import { validate } from '@readme/openapi-parser';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routeAreas, routes } from '../../core/contract';
import { openApiDocument, openApiPath } from '../../adapters/http/reference/openapi-document';
import { composeServer } from '../../adapters/node/composition-root';
import { readConfig } from '../../adapters/node/config';
import { authEmulatorHost, TEST_PROJECT_ID } from '../support/auth-emulator';

type Operation = { operationId: string; security: unknown[]; parameters: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * Every (method, path) the router holds, from Fastify's printed tree: each line is a path segment
 * under the line one level up (four characters of indent a level), with the methods it answers.
 */
function mountedRoutes(tree: string) {
  const parents: string[] = [];
  const found: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, url });
  }
  return found;
}

const dir = mkdtempSync(path.join(tmpdir(), 'shop-openapi-'));
let app: FastifyInstance;
let mounted: { method: string; url: string }[];

beforeAll(async () => {
  // The server as main.ts composes it, with Stripe configured so that its webhook is mounted too.
  const composed = await composeServer(
    readConfig({ FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(), FIREBASE_PROJECT_ID: TEST_PROJECT_ID, MAIL_TRANSPORT: 'none', DATA_DIR: dir, WEB_ROOT: dir, LOG_LEVEL: 'silent', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
  );
  app = composed.app;
  mounted = mountedRoutes(app.printRoutes({ commonPrefix: false }));
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the API described in OpenAPI 3.1, from the contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = openApiDocument() as unknown as Document;
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('names every route the server mounts under /api', () => {
    const document = openApiDocument() as unknown as Document;
    const api = mounted.filter(({ url, method }) => url.startsWith('/api/') && method !== 'HEAD' && method !== 'OPTIONS');
    expect(api.length).toBeGreaterThanOrEqual(Object.keys(routes).length);
    const missing = api.filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('has each route in exactly one area: no two areas name a route alike, and the table holds them all', () => {
    const names = Object.values(routeAreas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(routes).sort());
  });

  it('lists the failures a route names, and describes a query parameter as the type it is read as', () => {
    const { paths } = openApiDocument() as unknown as Document;
    expect(Object.keys(paths['/api/order/{id}'].patch.responses)).toEqual(expect.arrayContaining(['402', '409']));
    expect(Object.keys(paths['/api/products'].get.responses)).not.toContain('409');
    expect(paths['/api/products'].get.parameters).toContainEqual({ name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 12 } });
  });

  it('requires a body only where the route cannot go without one', () => {
    const { paths } = openApiDocument() as unknown as Document;
    const body = (path: string, method: string) => paths[path][method].requestBody as { required: boolean };
    expect(body('/api/order', 'post').required).toBe(true);
    expect(body('/api/user/{email}', 'put').required).toBe(false);
    expect(body('/api/order/shipped/{id}', 'put').required).toBe(false);
  });

  it("gives each contract route its access, its parameters, its body and its answers", () => {
    const { paths } = openApiDocument() as unknown as Document;
    for (const [name, route] of Object.entries(routes)) {
      const operation = paths[openApiPath(route.path)][route.method.toLowerCase()];
      expect(operation.operationId).toBe(name);
      expect(operation.security).toEqual(route.access === 'public' ? [] : [expect.any(Object)]);
      for (const param of Object.keys(('params' in route && route.params?.entries) || {})) expect(operation.parameters).toContainEqual(expect.objectContaining({ name: param, in: 'path' }));
      expect(Boolean(operation.requestBody)).toBe('body' in route);
      expect(Object.keys(operation.responses)).toContain(String(('status' in route && route.status) || 200));
      if ('rateLimit' in route) expect(Object.keys(operation.responses)).toContain('429');
      if (route.access !== 'public') expect(Object.keys(operation.responses)).toContain('401');
    }
  });

  it('is served at /api/openapi.json, and read at /api/docs under a page policy of its own', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.json()).toEqual(openApiDocument());
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-url="/api/openapi.json"');
    expect(page.body).toContain('<script src="/api-reference/viewer.js"></script>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
