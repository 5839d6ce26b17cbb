import * as v from 'valibot';
import { MAX_IMAGE_BYTES } from '../domain/picture';
import { newProductSchema } from '../domain/product';
import { wholeNumberParameter } from '../domain/validation';
import { MAX_SEARCH_PAGE, priceBandIds, searchSorts } from '../domain/search';
import { pageQuerySchema } from '../shop/catalogue';
import { deletedSchema, idParams, LONG_TEXT_BODY_LIMIT, type RouteContract } from './route-contract';

/** A volume price as the shop answers it. */
export const priceBreakShape = v.object({ from: v.number(), to: v.nullable(v.number()), price: v.number() });

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
  categoryId: v.nullable(v.string()),
  packSize: v.number(),
  priceBreaks: v.array(priceBreakShape),
});

export const catalogueProductSchema = v.object({ ...productSchema.entries, customerCount: v.number() });

export const productPageSchema = v.object({
  items: v.array(catalogueProductSchema),
  nextCursor: v.nullable(v.string()),
});

/** The longest query a search takes; it matches on its first SEARCH_TEXT_MAX characters. */
const SEARCH_QUERY_MAX = 1000;

const searchQueryText = v.optional(v.pipe(v.string('q must be text'), v.maxLength(SEARCH_QUERY_MAX, `A search can be at most ${SEARCH_QUERY_MAX.toLocaleString('en-US')} characters long`)), '');

/** A search as its URL carries it: `q`, `sort`, `price` (a band), `stock=in`, `category` (an id) and `page`, each optional. */
export const searchQuerySchema = v.object({
  q: searchQueryText,
  sort: v.optional(v.picklist(searchSorts, `sort must be one of ${searchSorts.join(', ')}`), 'relevance'),
  price: v.optional(v.picklist(priceBandIds, `price must be one of ${priceBandIds.join(', ')}`)),
  stock: v.optional(v.picklist(['in'], 'stock can only be "in" (in stock)')),
  category: v.optional(v.pipe(v.string('category must be text'), v.uuid("category must be a category's id"))),
  page: wholeNumberParameter('page', MAX_SEARCH_PAGE, 1),
});

const facetValue = <Id extends string>(ids: v.GenericSchema<Id>) => v.object({ id: ids, label: v.string(), count: v.number(), chosen: v.boolean() });

export const searchResultsSchema = v.object({
  items: v.array(catalogueProductSchema),
  total: v.number(),
  nearMatches: v.boolean(),
  page: v.number(),
  pageCount: v.number(),
  facets: v.object({
    price: v.array(facetValue(v.picklist(priceBandIds))),
    inStock: facetValue(v.literal('in-stock')),
    category: v.object({ path: v.array(v.object({ id: v.string(), label: v.string() })), values: v.array(facetValue(v.string())) }),
  }),
});

export const suggestionsSchema = v.object({ suggestions: v.array(v.object({ _id: v.string(), name: v.string(), partNumber: v.string() })) });

export const imageSchema = v.object({ url: v.string() });

const PRODUCT_CHECKS =
  'the server checks every field (whole numbers, a price of $1 to $999,999, quantities from 1 to 100,000 with the minimum not above the maximum, and the minimum quantity costing at most $999,999); `categoryId` lists it under a category of the catalogue (400 for one there is not), null under none, and left out keeps an edited product\'s own';

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
  searchProducts: {
    method: 'GET',
    path: '/api/search',
    doc: '`{ items, total, nearMatches, page, pageCount, facets }`: the products matching `q`, best first: a part number exactly, then by its start (ignoring case, spaces and dashes), then every word in names and descriptions (stemmed, accents ignored), then, only when nothing matches so, typos (`nearMatches` true): each word no name holds read as the name word most like it, or a part number wrong in its last three characters. `sort` is `relevance` (default), `price-low`, `price-high` or `name`; `price` a band (`under-25`, `25-100`, `100-500`, `500-up`); `stock=in` only what can be ordered now; `category` only the products of that category and of the categories under it (none for an unknown one); `page` from 1 (24 a page, 100 pages at most). Each facet value comes with its count; the category facet gives the `path` of the category chosen (top first) and the categories right under it (the top ones when none is chosen), each counting its own products and those of the categories under it. An empty `q` lists the whole catalogue',
    query: searchQuerySchema,
    access: 'public',
    cacheable: true,
    response: searchResultsSchema,
  },
  suggestProducts: {
    method: 'GET',
    path: '/api/search/suggestions',
    doc: "`{ suggestions }`: up to 6 products' `_id`, `name` and `partNumber` for what is typed in `q`, best first, matched as `GET /api/search` matches; none for an empty `q`",
    query: v.object({ q: searchQueryText }),
    access: 'public',
    cacheable: true,
    response: suggestionsSchema,
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
