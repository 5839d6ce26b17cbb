import { delay, http, HttpResponse } from 'msw';
import { seedProducts } from '../adapters/seed/catalogue';
import type { CatalogueProduct, Product } from '../core/domain/product';

/**
 * Sample data and msw handlers for stories. The browser's HTTP adapter calls the paths of
 * adapters/http/contract.ts (GET /api/products, GET /api/products/:id); these handlers answer
 * them with the payload shapes the contract declares.
 */

/** A fixed, valid UUID per index, so story URLs and assertions stay stable. */
export const sampleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const customerCounts = [1284, 0, 312, 57, 1, 2045, 89, 14, 430, 7, 96, 23];

/** The twelve seeded products, as the catalogue lists them. */
export const sampleProducts: CatalogueProduct[] = seedProducts.map((product, i) => ({
  ...product,
  _id: sampleId(i + 1),
  customerCount: customerCounts[i % customerCounts.length],
}));

export const sampleProduct: CatalogueProduct = sampleProducts[0];

/** A longer catalogue (24 products) for paging: the first page is followed by "Show more tools". */
export const manySampleProducts: CatalogueProduct[] = [
  ...sampleProducts,
  ...sampleProducts.map((product, i) => ({ ...product, _id: sampleId(100 + i), name: `${product.name} (trade pack)`, customerCount: product.customerCount * 3 })),
];

/** An id that no sample product has: GET /api/products/:id answers 404 for it. */
export const unknownProductId = sampleId(999_999);

export const errorBody = { type: 'internal', message: 'The catalogue is unavailable right now. Please try again in a moment.' } as const;

const toProduct = ({ customerCount: _customerCount, ...product }: CatalogueProduct): Product => product;

/** GET /api/products, paged by `limit` and an opaque `cursor` (here: the offset). */
export const productListHandler = (products: CatalogueProduct[] = sampleProducts) =>
  http.get('*/api/products', ({ request }) => {
    const url = new URL(request.url);
    const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 12) || 12);
    const offset = Number(url.searchParams.get('cursor') ?? 0) || 0;
    const items = products.slice(offset, offset + limit);
    const next = offset + limit;
    return HttpResponse.json({ items, nextCursor: next < products.length ? String(next) : null });
  });

/** GET /api/products that never answers: the catalogue stays in its loading state. */
export const productListLoadingHandler = http.get('*/api/products', async () => {
  await delay('infinite');
  return HttpResponse.json({ items: [], nextCursor: null });
});

/** GET /api/products answering 500 with the contract's error body. */
export const productListErrorHandler = http.get('*/api/products', () => HttpResponse.json(errorBody, { status: 500 }));

/** GET /api/products with nothing in the catalogue. */
export const productListEmptyHandler = http.get('*/api/products', () => HttpResponse.json({ items: [], nextCursor: null }));

const uuid = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i;

/** GET /api/products/:id: the product, 404 `not_found` for an unknown id, 400 for a malformed one (as the server does). */
export const productDetailHandler = (products: CatalogueProduct[] = manySampleProducts) =>
  http.get('*/api/products/:id', ({ params }) => {
    if (!uuid.test(String(params.id))) return HttpResponse.json({ type: 'invalid_data', message: 'That id is malformed' }, { status: 400 });
    const product = products.find((p) => p._id === params.id);
    if (!product) return HttpResponse.json({ type: 'not_found', message: 'No product has that id' }, { status: 404 });
    return HttpResponse.json(toProduct(product));
  });

export const productDetailLoadingHandler = http.get('*/api/products/:id', async () => {
  await delay('infinite');
  return HttpResponse.json({ type: 'internal', message: 'unreachable' }, { status: 500 });
});

export const productDetailErrorHandler = http.get('*/api/products/:id', () => HttpResponse.json(errorBody, { status: 500 }));

/**
 * The handlers every story starts with, by name. A story replaces one by its key:
 * `parameters: { msw: { handlers: { products: productListErrorHandler } } }`.
 */
export const defaultHandlers = {
  products: productListHandler(),
  product: productDetailHandler(),
};
