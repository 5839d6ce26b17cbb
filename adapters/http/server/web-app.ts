import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiErrorBody } from '../../../core/contract';
import { isApiPath } from './api-path';
import { isId } from '../../../core/domain/ids';
import type { Category } from '../../../core/domain/category';
import type { Product } from '../../../core/domain/product';
import { DEFAULT_TAX, type TaxSettings } from '../../../core/domain/tax';
import { categoryPageHtml } from './category-page-head';
import { productPageHtml } from './product-page-head';
import { sitemapRoutes, type SitemapSource } from './sitemap';

/** The public pages the build prerendered (pages/<name>.html), by path: '/' for pages/index.html. */
function prerenderedPages(webRoot: string) {
  const dir = path.join(webRoot, 'pages');
  const names = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.html')) : [];
  return new Map(names.map((file) => [file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, `pages/${file}`]));
}

/** A product's page (the spec's path): read by search engines and link previews before any script runs. */
const PRODUCT_PAGE = /^\/productDetail\/([^/]+)\/?$/;
/** A category's page, read the same way. */
const CATEGORY_PAGE = /^\/category\/([^/]+)\/?$/;

/** Where product pages find their product, and the shop's name for their titles; with the shop's address, the sitemap. */
export interface ProductPages {
  /** The product, or null when none has that id. */
  find(id: string): Promise<Product | null>;
  /** A category's breadcrumbs, top first and itself last; null when no category has that id. */
  findCategoryPath?(id: string): Promise<Category[] | null>;
  shopName: string;
  /** The shop's VAT, which a visitor's price includes (the United Kingdom's 20% when not given). */
  tax?: TaxSettings;
  /** The shop's public address and its catalogue in order: `robots.txt` and the sitemap are served with them. */
  sitemap?: Omit<SitemapSource, 'pages'>;
}

// Sign-in forms are prerendered for speed, not for search engines.
const NOT_LISTED = new Set(['/login', '/register']);

/** The app's page with the product's title, description and structured data; 404 when no product has the id. */
async function sendProductPage(reply: FastifyReply, shell: string, id: string, { find, shopName, tax = DEFAULT_TAX }: ProductPages) {
  const product = isId(id) ? await find(id) : null;
  return reply
    .status(product ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(productPageHtml(shell, product, shopName, tax));
}

/** The app's page with the category's title, description and breadcrumbs; 404 when no category has the id. */
async function sendCategoryPage(reply: FastifyReply, shell: string, id: string, { findCategoryPath, shopName, sitemap }: ProductPages) {
  const path = isId(id) && findCategoryPath ? await findCategoryPath(id) : null;
  return reply
    .status(path ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(categoryPageHtml(shell, path, shopName, sitemap?.origin.replace(/\/+$/, '')));
}

/**
 * Serves the built UI: hashed assets cached for a year, every other browser path answered
 * with its prerendered page or else index.html, so the router can take it; unknown API paths
 * get the error shape. The build writes a .br and .gz beside each text file, sent as they are
 * to browsers that accept them.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string | undefined, productPages?: ProductPages) {
  const hasUi = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  const pages = hasUi ? prerenderedPages(webRoot) : new Map<string, string>();
  const shell = hasUi ? readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
  if (productPages?.sitemap) sitemapRoutes(app, { ...productPages.sitemap, pages: [...pages.keys()].filter((page) => !NOT_LISTED.has(page)).sort() });
  if (hasUi) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // filePath may be the .br or .gz sibling. A page names the current hashed assets: never kept stale.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const page = /\.html(\.br|\.gz)?$/.test(filePath);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const [pathname, query] = request.url.split('?');
    const prerendered = pages.get(pathname.replace(/(.)\/$/, '$1'));
    // A public page (a product's too) answers whatever the client accepts (a link checker, a HEAD from a monitor);
    // any other path is the router's only when a browser asks for a page.
    const productId = productPages ? PRODUCT_PAGE.exec(pathname)?.[1] : undefined;
    const categoryId = productPages?.findCategoryPath ? CATEGORY_PAGE.exec(pathname)?.[1] : undefined;
    const readsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    const wantsPage = readsPage && (prerendered !== undefined || productId !== undefined || categoryId !== undefined || (request.headers.accept ?? '').includes('text/html'));
    if (hasUi && wantsPage && productPages && productId !== undefined && query === undefined) return sendProductPage(reply, shell, productId, productPages);
    if (hasUi && wantsPage && productPages && categoryId !== undefined && query === undefined) return sendCategoryPage(reply, shell, categoryId, productPages);
    if (hasUi && wantsPage) {
      // A query may change what the page shows (a sign-in's redirect): the plain shell then.
      const page = (query === undefined && prerendered) || 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
    }
    return reply.status(404).send({ type: 'not_found', message: `Nothing at ${request.method} ${pathname}` } satisfies ApiErrorBody);
  });
}
