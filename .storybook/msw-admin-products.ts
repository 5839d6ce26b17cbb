import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isId } from '../core/domain/ids';
import { newProductSchema, type CatalogueProduct, type Product } from '../core/domain/product';
import { notAPicture } from '../core/domain/picture';
import {
  productDetailErrorHandler,
  productDetailLoadingHandler,
  productListEmptyHandler,
  productListErrorHandler,
  productListLoadingHandler,
  sampleId,
  sampleProducts,
} from './msw-handlers';

/**
 * The admin's product routes for stories, answered from an in-memory catalogue as the server
 * answers them (adapters/http/contract.ts): GET /api/products (paged), GET /api/products/:id,
 * POST /api/products, PUT /api/product/:id, DELETE /api/product/:id and POST /api/images.
 *
 * The catalogue lives for one story: call `adminProducts.reset()` in the stories' `beforeEach`
 * (with another list for a story that needs one). Stories pass the handlers by key, over the
 * preview's defaults: `parameters: { msw: { handlers: adminProductHandlers } }`, and swap one
 * for a variant: `handlers: { ...adminProductHandlers, addProduct: adminProductVariants.addProductFails }`.
 */

let catalogue: CatalogueProduct[] = [];
let added = 0;
let uploaded = 0;

export const adminProducts = {
  /** Starts the story's catalogue afresh: the twelve sample products unless told otherwise. */
  reset(products: CatalogueProduct[] = sampleProducts) {
    catalogue = products.map((product) => ({ ...product }));
    added = 0;
    uploaded = 0;
  },
  /** The catalogue as the handlers hold it now. */
  all: (): readonly CatalogueProduct[] => catalogue,
  find: (id: string) => catalogue.find((product) => product._id === id),
  /** How many pictures were stored. */
  uploads: () => uploaded,
};
adminProducts.reset();

/** The id the next product added gets (the first one added in a story). */
export const addedProductId = (n = 1) => sampleId(20_000 + n);

/** The URL the n-th picture stored in a story gets. */
export const uploadedImageUrl = (n = 1) => `/images/storybook-upload-${n}.webp`;

export const adminErrorBody = { type: 'internal', message: 'The catalogue could not be saved right now. Please try again in a moment.' } as const;
export const notFoundBody = { type: 'not_found', message: 'No product has that id' } as const;
export const notAPictureBody = { type: 'invalid_data', message: notAPicture } as const;

/** A 16 × 16 orange PNG: a real picture for `userEvent.upload(input, new File([samplePngBytes], 'saw.png', { type: 'image/png' }))`. */
export const samplePngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4FcFDEmIY1TCqYfhqAABvEE4QAQkSFQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Text saved under a picture's name: the server looks at the bytes and refuses it. */
export const notAPictureBytes = new TextEncoder().encode('Order list, Monday: 3 saws, 2 drills');

const malformedId = () => HttpResponse.json({ type: 'invalid_data', message: 'That product id is malformed' }, { status: 400 });

/** The picture formats the server takes, by their first bytes. */
function isPicture(bytes: Uint8Array) {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, text: string) => [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));
  return (
    starts(0x89, 0x50, 0x4e, 0x47) || // PNG
    starts(0xff, 0xd8, 0xff) || // JPEG
    ascii(0, 'GIF8') ||
    (ascii(0, 'RIFF') && ascii(8, 'WEBP')) ||
    (ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis')))
  );
}

/** A product body checked by the one product schema, as the server checks it. */
async function productOf(request: Request): Promise<{ product: Omit<Product, '_id'> } | { refusal: Response }> {
  const body: unknown = await request.json().catch(() => null);
  const parsed = v.safeParse(newProductSchema, body);
  if (!parsed.success) return { refusal: HttpResponse.json({ type: 'invalid_data', message: parsed.issues[0].message }, { status: 400 }) };
  return { product: parsed.output };
}

/** The working handlers, keyed as stories pass them; `products` and `product` replace the preview's defaults. */
export const adminProductHandlers = {
  /** GET /api/products?limit&cursor: a page; the cursor names the last product of the page before (so deletes never skip one). */
  products: http.get('*/api/products', ({ request }) => {
    const url = new URL(request.url);
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 12) || 12));
    const cursor = url.searchParams.get('cursor');
    const start = cursor ? catalogue.findIndex((product) => product._id === cursor) + 1 : 0;
    if (cursor && start === 0) return HttpResponse.json({ type: 'invalid_data', message: 'That cursor is not valid' }, { status: 400 });
    const items = catalogue.slice(start, start + limit);
    const more = start + limit < catalogue.length;
    return HttpResponse.json({ items, nextCursor: more ? items[items.length - 1]._id : null });
  }),

  /** GET /api/products/:id: the product; 404 `not_found`, 400 for a malformed id. */
  product: http.get('*/api/products/:id', ({ params }) => {
    const id = String(params.id);
    if (!isId(id)) return malformedId();
    const found = adminProducts.find(id);
    if (!found) return HttpResponse.json(notFoundBody, { status: 404 });
    const { customerCount: _count, ...product } = found;
    return HttpResponse.json(product);
  }),

  /** POST /api/products: 201 with the product as stored; 400 `invalid_data` with the schema's first message. */
  addProduct: http.post('*/api/products', async ({ request }) => {
    const checked = await productOf(request);
    if ('refusal' in checked) return checked.refusal;
    const product: Product = { _id: addedProductId(++added), ...checked.product };
    catalogue = [...catalogue, { ...product, customerCount: 0 }];
    return HttpResponse.json(product, { status: 201 });
  }),

  /** PUT /api/product/:id: the product as saved; 404 when it is gone, 400 for a malformed id or product. */
  updateProduct: http.put('*/api/product/:id', async ({ params, request }) => {
    const id = String(params.id);
    if (!isId(id)) return malformedId();
    const checked = await productOf(request);
    if ('refusal' in checked) return checked.refusal;
    const existing = adminProducts.find(id);
    if (!existing) return HttpResponse.json(notFoundBody, { status: 404 });
    const product: Product = { _id: id, ...checked.product };
    catalogue = catalogue.map((p) => (p._id === id ? { ...product, customerCount: p.customerCount } : p));
    return HttpResponse.json(product);
  }),

  /** DELETE /api/product/:id: `{ deletedCount: 1 }`; 404 when no product has the id. */
  deleteProduct: http.delete('*/api/product/:id', ({ params }) => {
    const id = String(params.id);
    if (!isId(id)) return malformedId();
    if (!adminProducts.find(id)) return HttpResponse.json(notFoundBody, { status: 404 });
    catalogue = catalogue.filter((product) => product._id !== id);
    return HttpResponse.json({ deletedCount: 1 });
  }),

  /** POST /api/images, the picture's bytes as the body: 201 `{ url }`; 400 when the bytes are not a picture. */
  uploadImage: http.post('*/api/images', async ({ request }) => {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength === 0 || !isPicture(bytes)) return HttpResponse.json(notAPictureBody, { status: 400 });
    return HttpResponse.json({ url: uploadedImageUrl(++uploaded) }, { status: 201 });
  }),
};

const never = async () => {
  await delay('infinite');
  return HttpResponse.json(adminErrorBody, { status: 500 });
};

/** Handlers for the states a story shows, to put in place of the working one of the same route. */
export const adminProductVariants = {
  /** POST /api/products answering 500. */
  addProductFails: http.post('*/api/products', () => HttpResponse.json(adminErrorBody, { status: 500 })),
  /** POST /api/products refused by the server's check (400 `invalid_data`). */
  addProductRefused: http.post('*/api/products', () => HttpResponse.json({ type: 'invalid_data', message: 'Minimum must not be above the maximum' }, { status: 400 })),
  /** PUT /api/product/:id that never answers: the form stays saving. */
  updateProductSaving: http.put('*/api/product/:id', never),
  /** PUT /api/product/:id answering 500. */
  updateProductFails: http.put('*/api/product/:id', () => HttpResponse.json(adminErrorBody, { status: 500 })),
  /** PUT /api/product/:id answering 404: the product was deleted meanwhile. */
  updateProductNotFound: http.put('*/api/product/:id', () => HttpResponse.json(notFoundBody, { status: 404 })),
  /** DELETE /api/product/:id answering 404: someone else deleted it first. */
  deleteProductNotFound: http.delete('*/api/product/:id', () => HttpResponse.json(notFoundBody, { status: 404 })),
  /** DELETE /api/product/:id answering 500. */
  deleteProductFails: http.delete('*/api/product/:id', () => HttpResponse.json(adminErrorBody, { status: 500 })),
  /** POST /api/images refusing whatever it is sent as not a picture. */
  uploadImageRefused: http.post('*/api/images', () => HttpResponse.json(notAPictureBody, { status: 400 })),
  /** POST /api/images that never answers: the picker stays uploading. */
  uploadImageUploading: http.post('*/api/images', never),
  /** GET /api/products that never answers, with nothing in it, or answering 500. */
  productsLoading: productListLoadingHandler,
  productsEmpty: productListEmptyHandler,
  productsError: productListErrorHandler,
  /** GET /api/products/:id that never answers, or answering 500. */
  productLoading: productDetailLoadingHandler,
  productError: productDetailErrorHandler,
};
