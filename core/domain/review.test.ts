import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { publicReview, reviewFormSchema } from './review';

describe('a review', () => {
  it('takes 1 to 5 whole stars and some words, trimmed', () => {
    expect(v.parse(reviewFormSchema, { rating: '4', text: '  Solid vice.  ' })).toEqual({ rating: 4, text: 'Solid vice.' });
    for (const rating of [0, 6, 2.5, '']) expect(v.safeParse(reviewFormSchema, { rating, text: 'ok' }).success).toBe(false);
  });

  it('needs words, and not too many', () => {
    expect(v.safeParse(reviewFormSchema, { rating: 5, text: '   ' }).issues?.[0].message).toBe('Review is Required');
    expect(v.safeParse(reviewFormSchema, { rating: 5, text: 'x'.repeat(1001) }).issues?.[0].message).toMatch(/under 1000/);
  });

  it('needs words that show', () => {
    expect(v.safeParse(reviewFormSchema, { rating: 5, text: '\u200b\u200b' }).issues?.[0].message).toBe('Type the review: this holds only invisible characters');
  });

  it('is shown to everyone under its author\'s display name, never their email or id', () => {
    const review = {
      _id: 'r-1',
      productId: 'p-1',
      productName: 'Bench vice',
      customerId: 'u-ann',
      customerEmail: 'ann@example.com',
      customerName: 'Ann Archer',
      rating: 4,
      text: 'Solid vice.',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    };
    expect(publicReview(review)).toEqual({
      _id: 'r-1',
      productId: 'p-1',
      productName: 'Bench vice',
      customerName: 'Ann Archer',
      rating: 4,
      text: 'Solid vice.',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
  });
});
