import * as v from 'valibot';
import { MAX_IMAGE_BYTES } from '../domain/picture';
import { newProductSchema } from '../domain/product';
import { pageQuerySchema } from '../shop/catalogue';
import { deletedSchema, idParams, LONG_TEXT_BODY_LIMIT, type RouteContract } from './route-contract';

export const productSchema = v.object({
  _id: v.string(),
  name: v.string(),
  partNumber: v.string(),
  description: v.string(),
  price: v.number(),
  max: v.number(),
  min: v.number(),
  image: v.string(),
  stock: v.number(),
});

export const catalogueProductSchema = v.object({ ...productSchema.entries, customerCount: v.number() });

export const productPageSchema = v.object({
  items: v.array(catalogueProductSchema),
  nextCursor: v.nullable(v.string()),
});

export const imageSchema = v.object({ url: v.string() });

const PRODUCT_CHECKS =
  'the server checks every field (whole numbers, a price of $1 to $999,999, quantities from 1 to 100,000 with the minimum not above the maximum, and the minimum quantity costing at most $999,999)';

/** The catalogue: anyone reads it, admins keep it. */
export const catalogueRoutes = {
  listProducts: {
    method: 'GET',
    path: '/api/products',
    doc: '`{ items, nextCursor }`: a page of products (`limit` 1 to 100, default 12); pass `nextCursor` back as `cursor` for the next page, `null` on the last',
    query: pageQuerySchema,
    access: 'public',
    cacheable: true,
    response: productPageSchema,
  },
  getProduct: { method: 'GET', path: '/api/products/:id', doc: 'one product; 404 for an unknown id, 400 for a malformed one', params: idParams, access: 'public', cacheable: true, response: productSchema },
  // The spec's name for the same read.
  getProductDetail: { method: 'GET', path: '/api/productDetail/:id', doc: 'the same as `GET /api/products/{id}`, by the name the first shop gave it', params: idParams, access: 'public', cacheable: true, response: productSchema },

  // Products, for admins: the one product schema the admin's form uses checks every field.
  addProduct: {
    method: 'POST',
    path: '/api/products',
    doc: `201, the product added; ${PRODUCT_CHECKS}`,
    body: newProductSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    access: 'admin',
    changesCatalogue: true,
    response: productSchema,
    status: 201,
  },
  updateProduct: {
    method: 'PUT',
    path: '/api/product/:id',
    doc: `the product saved; ${PRODUCT_CHECKS}. Orders already placed keep their name and price`,
    params: idParams,
    body: newProductSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    access: 'admin',
    changesCatalogue: true,
    response: productSchema,
  },
  deleteProduct: {
    method: 'DELETE',
    path: '/api/product/:id',
    doc: '`{ deletedCount }`: the product taken out of the catalogue; orders already placed keep their name and price',
    params: idParams,
    access: 'admin',
    changesCatalogue: true,
    response: deletedSchema,
  },
  // A picture's bytes as the body, any content type: the server checks what they are.
  uploadImage: {
    method: 'POST',
    path: '/api/images',
    doc: "201 `{ url }` for a picture's bytes sent as the body: checked by its content (JPEG, PNG, WebP, GIF or AVIF; anything else, TIFF and HEIC among them, answers 400), up to 5 MB, fitted within 1200 x 900 and kept as WebP, served at `/images/…`",
    body: v.instance(Uint8Array, "Send the picture's bytes as the request body"),
    rawBody: true,
    bodyLimit: MAX_IMAGE_BYTES,
    access: 'admin',
    rateLimit: 'uploads',
    response: imageSchema,
    status: 201,
  },
} as const satisfies Record<string, RouteContract>;
