import type { Review } from '../../core/domain/review';
import type { AnswerOf } from '../../core/contract';
import { sampleId, sampleProducts } from './catalogue';
import { sampleCustomer } from './people';

const reviewer = [
  { customerId: 'user-marcus-bell', customerEmail: 'marcus.bell@example.com', customerName: 'Marcus Bell' },
  { customerId: 'user-karen-doyle', customerEmail: 'karen.doyle@example.com', customerName: 'Karen Doyle' },
  { customerId: 'user-jim-carver', customerEmail: 'jim.carver@example.com', customerName: 'Jim Carver' },
  { customerId: 'user-priya-shah', customerEmail: 'priya.shah@example.com', customerName: 'Priya Shah' },
  { customerId: 'user-owen-griffiths', customerEmail: 'owen.griffiths@example.com', customerName: 'Owen Griffiths' },
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
    productName: product.name,
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
  Array.from({ length: count }, (_, i) => sampleReview(100 + i, { productId: reviewedProduct._id, productName: reviewedProduct.name, ...reviewer[i % reviewer.length] }));

/** 20 reviews of `reviewedProduct`, newest first. */
export const manySampleReviews: Review[] = productReviewList(20);

/** The signed-in customer's own reviews, and the products they paid for but have not reviewed. */
export const myReviewList: Review[] = [
  sampleReview(10, { productId: sampleProducts[2]._id, productName: sampleProducts[2].name, customerId: sampleCustomer.id, customerEmail: sampleCustomer.email, customerName: sampleCustomer.displayName, rating: 4 }),
  sampleReview(11, {
    productId: sampleProducts[5]._id,
    productName: sampleProducts[5].name,
    customerId: sampleCustomer.id, customerEmail: sampleCustomer.email,
    customerName: sampleCustomer.displayName,
    rating: 5,
    updatedAt: dayOf(2),
  }),
];
export const myReviewable: AnswerOf<'myReviews'>['reviewable'] = [sampleProducts[4], sampleProducts[7]].map((p) => ({ productId: p._id, productName: p.name }));
