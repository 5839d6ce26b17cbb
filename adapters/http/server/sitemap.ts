import type { FastifyInstance } from 'fastify';

/** What the sitemap lists: the public pages' paths, and the catalogue's products in its order. */
export interface SitemapSource {
  /** The shop's public address, which every entry begins with: `https://shop.example`. */
  origin: string;
  /** Paths of the public pages: '/', '/about', ... */
  pages: readonly string[];
  /** Every category's id: their pages are listed with the public pages (a catalogue has hundreds at most). */
  categoryIds(): Promise<string[]>;
  productCount(): Promise<number>;
  productIdsAt(offset: number, limit: number): Promise<string[]>;
}

/** The sitemap protocol's most addresses in one file. */
export const SITEMAP_FILE_SIZE = 50_000;

// Search engines read these a few times a day: an hour's caching spares the database their visits.
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** Text for an XML element: ids and paths are plain, but an origin or a page name could hold `&`. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const urlSet = (addresses: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${addresses.map((address) => `<url><loc>${escaped(address)}</loc></url>`).join('\n')}\n</urlset>\n`;

/**
 * `robots.txt` naming the sitemap, and the sitemap: an index (`/sitemap.xml`) of the public and category
 * pages' file and one file per 50,000 products in catalogue order (`/sitemap-products-1.xml`, ...).
 */
export function sitemapRoutes(app: FastifyInstance, source: SitemapSource) {
  const origin = source.origin.replace(/\/+$/, '');
  const files = async () => Math.max(1, Math.ceil((await source.productCount()) / SITEMAP_FILE_SIZE));

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(`User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: ${origin}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const names = ['sitemap-pages.xml', ...Array.from({ length: await files() }, (_, n) => `sitemap-products-${n + 1}.xml`)];
    const entries = names.map((name) => `<sitemap><loc>${escaped(`${origin}/${name}`)}</loc></sitemap>`).join('\n');
    return reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`);
  });

  app.get('/sitemap-pages.xml', async (_request, reply) => {
    const categories = (await source.categoryIds()).map((id) => `${origin}/category/${id}`);
    return reply.type(XML).header('cache-control', CACHE).send(urlSet([...source.pages.map((page) => `${origin}${page === '/' ? '/' : page}`), ...categories]));
  });

  // The router reads the whole last part as the parameter: '1.xml'.
  app.get<{ Params: { file: string } }>('/sitemap-products-:file', async (request, reply) => {
    const file = /^[1-9]\d{0,5}\.xml$/.test(request.params.file) ? Number.parseInt(request.params.file, 10) : 0;
    if (file < 1 || file > (await files())) return reply.status(404).send({ type: 'not_found', message: 'No such sitemap' });
    const ids = await source.productIdsAt((file - 1) * SITEMAP_FILE_SIZE, SITEMAP_FILE_SIZE);
    return reply.type(XML).header('cache-control', CACHE).send(urlSet(ids.map((id) => `${origin}/productDetail/${id}`)));
  });
}
