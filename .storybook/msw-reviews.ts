import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isId } from '../core/domain/ids';
import { reviewFormSchema, reviewMessages, type Review } from '../core/domain/review';
import type { MyReviews } from '../core/ports/browser/reviews-api';
import { sampleCustomer, sampleId, sampleProducts } from './msw-handlers';

/**
 * Reviews for stories, answered as the server answers them (adapters/http/contract.ts):
 * POST /api/reviews, PUT /api/reviews/:id, DELETE /api/reviews/:id, GET /api/my-reviews,
 * GET /api/products/:id/reviews and GET /api/reviews.
 *
 * The signed-in customer's reviews live for one story: call `reviewsStore.reset()` in the stories'
 * `beforeEach` (with other lists for a story that needs them). Stories pass the handlers by key,
 * over the preview's defaults: `parameters: { msw: { handlers: reviewHandlers } }`, and swap one
 * for a variant: `handlers: { ...reviewHandlers, writeReview: reviewVariants.writeNotPaid }`.
 */

/** How many reviews the public lists show (LATEST_REVIEWS in core/shop/reviews.ts). */
const LATEST = 6;

const reviewer = [
  { customerId: 'user-marcus-bell', customer: 'marcus.bell@example.com', customerName: 'Marcus Bell' },
  { customerId: 'user-karen-doyle', customer: 'karen.doyle@example.com', customerName: 'Karen Doyle' },
  { customerId: 'user-jim-carver', customer: 'jim.carver@example.com', customerName: 'Jim Carver' },
  { customerId: 'user-priya-shah', customer: 'priya.shah@example.com', customerName: 'Priya Shah' },
  { customerId: 'user-owen-griffiths', customer: 'owen.griffiths@example.com', customerName: 'Owen Griffiths' },
];

const texts = [
  'Drilled two hundred holes in engineering brick on one battery. The side handle is solid and the depth stop does not creep.',
  'Cuts straight and clean. The blade guard sticks a little in the cold, otherwise faultless.',
  'Every size I need on site, and the ratchet ends have a fine enough swing for tight spaces behind pipes.',
  'Good weight, good balance. I would have liked a slightly longer handle.',
  'Bought as a gift for my apprentice. Still going strong after a year of daily use.',
];

/** A fixed day per index, newest first: 1 July 2025 and the days before it. */
const dayOf = (n: number) => new Date(Date.UTC(2025, 6, 1 - n, 10, 30)).toISOString();

export const sampleReview = (n: number, overrides: Partial<Review> = {}): Review => {
  const product = sampleProducts[n % sampleProducts.length];
  const who = reviewer[n % reviewer.length];
  return {
    _id: sampleId(30_000 + n),
    productId: product._id,
    product: product.name,
    ...who,
    rating: [5, 4, 5, 3, 4][n % 5],
    text: texts[n % texts.length],
    createdAt: dayOf(n),
    updatedAt: dayOf(n),
    ...overrides,
  };
};

/** Text that would run as a script if it were rendered as HTML: it must show as these very characters. */
export const scriptText = '<script>alert("x")</script><b>bold?</b>';
export const scriptReview = sampleReview(4, { text: scriptText, rating: 1 });

/** Five reviews across the catalogue, newest first; the last one's text is `scriptText`. */
export const sampleReviews: Review[] = [0, 1, 2, 3].map((n) => sampleReview(n)).concat(scriptReview);

/** The product whose reviews the product stories show, and its reviews. */
export const reviewedProduct = sampleProducts[0];
export const productReviewList = (count: number): Review[] =>
  Array.from({ length: count }, (_, i) => sampleReview(100 + i, { productId: reviewedProduct._id, product: reviewedProduct.name, ...reviewer[i % reviewer.length] }));

/** 20 reviews of `reviewedProduct`, newest first. */
export const manySampleReviews: Review[] = productReviewList(20);

/** The signed-in customer's own reviews, and the products they paid for but have not reviewed. */
export const myReviewList: Review[] = [
  sampleReview(10, { productId: sampleProducts[2]._id, product: sampleProducts[2].name, customerId: sampleCustomer.id, customer: sampleCustomer.email, customerName: sampleCustomer.displayName, rating: 4 }),
  sampleReview(11, {
    productId: sampleProducts[5]._id,
    product: sampleProducts[5].name,
    customerId: sampleCustomer.id, customer: sampleCustomer.email,
    customerName: sampleCustomer.displayName,
    rating: 5,
    updatedAt: dayOf(2),
  }),
];
export const myReviewable: MyReviews['reviewable'] = [sampleProducts[4], sampleProducts[7]].map((p) => ({ productId: p._id, product: p.name }));

let mine: Review[] = [];
let reviewable: MyReviews['reviewable'] = [];
/** Products the customer paid for, reviewed or not: only these may be reviewed. */
let paidFor: MyReviews['reviewable'] = [];
let catalogue: Review[] = [];
let written = 0;

export const reviewsStore = {
  /** Starts the story's reviews afresh: the customer's two reviews and two products to review, unless told otherwise. */
  reset({ reviews = myReviewList, canReview = myReviewable, all = sampleReviews }: { reviews?: Review[]; canReview?: MyReviews['reviewable']; all?: Review[] } = {}) {
    mine = reviews.map((r) => ({ ...r }));
    reviewable = canReview.map((p) => ({ ...p }));
    paidFor = [...reviewable, ...mine.map((r) => ({ productId: r.productId, product: r.product }))];
    catalogue = all.map((r) => ({ ...r }));
    written = 0;
  },
  /** The customer's reviews as the handlers hold them now. */
  mine: (): readonly Review[] => mine,
  reviewable: (): MyReviews['reviewable'] => reviewable,
};
reviewsStore.reset();

/** The id the n-th review written in a story gets. */
export const writtenReviewId = (n = 1) => sampleId(40_000 + n);

export const reviewErrorBody = { type: 'internal', message: 'Reviews are unavailable right now. Please try again in a moment.' } as const;
export const notPaidBody = { type: 'forbidden', message: reviewMessages.notPaid } as const;
export const alreadyReviewedBody = { type: 'conflict', message: reviewMessages.alreadyReviewed } as const;
const noSuchReview = () => HttpResponse.json({ type: 'not_found', message: 'There is no such review' }, { status: 404 });
const malformed = () => HttpResponse.json({ type: 'invalid_data', message: 'That review id is malformed' }, { status: 400 });

async function formOf(request: Request) {
  const body: unknown = await request.json().catch(() => null);
  const parsed = v.safeParse(reviewFormSchema, body);
  return parsed.success ? { form: parsed.output, body } : { refusal: HttpResponse.json({ type: 'invalid_data', message: parsed.issues[0].message }, { status: 400 }), body };
}

/** GET /api/products/:id/reviews answered from a fixed list: the rating and the latest six. */
export const productReviewsHandler = (reviews: Review[] | (() => Review[])) =>
  http.get('*/api/products/:id/reviews', ({ params }) => {
    if (!isId(String(params.id))) return HttpResponse.json({ type: 'invalid_data', message: 'That product id is malformed' }, { status: 400 });
    const own = (typeof reviews === 'function' ? reviews() : reviews).filter((r) => r.productId === params.id);
    const average = own.length ? Math.round((own.reduce((sum, r) => sum + r.rating, 0) / own.length) * 10) / 10 : null;
    return HttpResponse.json({ average, count: own.length, latest: own.slice(0, LATEST) });
  });

/** GET /api/reviews answered from a fixed list: the latest six across the catalogue. */
export const latestReviewsHandler = (reviews: Review[]) => http.get('*/api/reviews', () => HttpResponse.json(reviews.slice(0, LATEST)));

/** The working handlers, keyed as stories pass them. */
export const reviewHandlers = {
  /** GET /api/my-reviews: the customer's reviews and the products they may still review. */
  myReviews: http.get('*/api/my-reviews', () => HttpResponse.json({ reviews: mine, reviewable } satisfies MyReviews)),

  /** POST /api/reviews `{ productId, rating, text }`: 201 with the review; 403 when not paid for, 409 when already reviewed. */
  writeReview: http.post('*/api/reviews', async ({ request }) => {
    const checked = await formOf(request);
    if ('refusal' in checked) return checked.refusal;
    const productId = (checked.body as { productId?: unknown }).productId;
    const paid = paidFor.find((p) => p.productId === productId);
    if (!paid) return HttpResponse.json(notPaidBody, { status: 403 });
    if (mine.some((r) => r.productId === productId)) return HttpResponse.json(alreadyReviewedBody, { status: 409 });
    const now = new Date().toISOString();
    const review: Review = {
      _id: writtenReviewId(++written),
      productId: paid.productId,
      product: paid.product,
      customerId: sampleCustomer.id, customer: sampleCustomer.email,
      customerName: sampleCustomer.displayName,
      ...checked.form,
      createdAt: now,
      updatedAt: now,
    };
    mine = [review, ...mine];
    reviewable = reviewable.filter((p) => p.productId !== paid.productId);
    return HttpResponse.json(review, { status: 201 });
  }),

  /** PUT /api/reviews/:id `{ rating, text }`: the review as saved; 404 when it is gone. */
  editReview: http.put('*/api/reviews/:id', async ({ params, request }) => {
    const id = String(params.id);
    if (!isId(id)) return malformed();
    const checked = await formOf(request);
    if ('refusal' in checked) return checked.refusal;
    const existing = mine.find((r) => r._id === id);
    if (!existing) return noSuchReview();
    const saved: Review = { ...existing, ...checked.form, updatedAt: new Date().toISOString() };
    mine = mine.map((r) => (r._id === id ? saved : r));
    return HttpResponse.json(saved);
  }),

  /** DELETE /api/reviews/:id: `{ deletedCount: 1 }`; the product may be reviewed again. */
  deleteReview: http.delete('*/api/reviews/:id', ({ params }) => {
    const id = String(params.id);
    if (!isId(id)) return malformed();
    const existing = mine.find((r) => r._id === id);
    if (!existing) return noSuchReview();
    mine = mine.filter((r) => r._id !== id);
    reviewable = [...reviewable, { productId: existing.productId, product: existing.product }];
    return HttpResponse.json({ deletedCount: 1 });
  }),

  /** GET /api/products/:id/reviews from the story's catalogue of reviews. */
  productReviews: productReviewsHandler(() => catalogue),

  /** GET /api/reviews from the story's catalogue of reviews. */
  latestReviews: http.get('*/api/reviews', () => HttpResponse.json(catalogue.slice(0, LATEST))),
};

const never = async () => {
  await delay('infinite');
  return HttpResponse.json(reviewErrorBody, { status: 500 });
};
const fails = () => HttpResponse.json(reviewErrorBody, { status: 500 });

/** Handlers for the states a story shows, to put in place of the working one of the same key. */
export const reviewVariants = {
  myReviewsLoading: http.get('*/api/my-reviews', never),
  myReviewsEmpty: http.get('*/api/my-reviews', () => HttpResponse.json({ reviews: [], reviewable: [] } satisfies MyReviews)),
  myReviewsFails: http.get('*/api/my-reviews', fails),
  /** POST /api/reviews refused: the customer has not paid for an order of the product. */
  writeNotPaid: http.post('*/api/reviews', () => HttpResponse.json(notPaidBody, { status: 403 })),
  /** POST /api/reviews refused: the customer reviewed the product already (from another tab, say). */
  writeAlreadyReviewed: http.post('*/api/reviews', () => HttpResponse.json(alreadyReviewedBody, { status: 409 })),
  writeFails: http.post('*/api/reviews', fails),
  /** POST /api/reviews that never answers: the form stays saving. */
  writeSaving: http.post('*/api/reviews', never),
  editFails: http.put('*/api/reviews/:id', fails),
  deleteFails: http.delete('*/api/reviews/:id', fails),
  productReviewsNone: productReviewsHandler([]),
  productReviewsSome: productReviewsHandler(productReviewList(3)),
  productReviewsMany: productReviewsHandler(manySampleReviews),
  productReviewsLoading: http.get('*/api/products/:id/reviews', never),
  productReviewsFails: http.get('*/api/products/:id/reviews', fails),
  latestNone: latestReviewsHandler([]),
  latestSome: latestReviewsHandler(sampleReviews),
  latestMany: latestReviewsHandler(productReviewList(20)),
  latestLoading: http.get('*/api/reviews', never),
  latestFails: http.get('*/api/reviews', fails),
};
