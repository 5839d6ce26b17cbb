import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../ui/lazy-page';

const root = path.resolve(import.meta.dirname, '../..');

describe('the routes', () => {
  it('name each page by a type the compiler checks', async () => {
    const page = lazyPage(() => import('../../ui/pages/not-found-page'), 'NotFoundPage');
    // The check itself is `tsc`'s: a page the module does not export must not compile.
    // @ts-expect-error -- no such export
    lazyPage(() => import('../../ui/pages/not-found-page'), 'MissingPage');
    // @ts-expect-error -- an export that is not a page
    lazyPage(() => import('../../ui/router'), 'routeTree');
    await expect(page.preload?.()).resolves.toBeUndefined();
  });

  it('are wired without casts that would hide a renamed page', () => {
    const router = readFileSync(path.join(root, 'ui/router.tsx'), 'utf8');
    expect(router).not.toMatch(/\bas (never|any|unknown)\b/);
  });
});
