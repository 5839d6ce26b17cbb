import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reviewFormSchema } from './review';

describe('a review', () => {
  it('takes 1 to 5 whole stars and some words, trimmed', () => {
    expect(v.parse(reviewFormSchema, { rating: '4', text: '  Solid vice.  ' })).toEqual({ rating: 4, text: 'Solid vice.' });
    for (const rating of [0, 6, 2.5, '']) expect(v.safeParse(reviewFormSchema, { rating, text: 'ok' }).success).toBe(false);
  });

  it('needs words, and not too many', () => {
    expect(v.safeParse(reviewFormSchema, { rating: 5, text: '   ' }).issues?.[0].message).toBe('Review is Required');
    expect(v.safeParse(reviewFormSchema, { rating: 5, text: 'x'.repeat(1001) }).issues?.[0].message).toMatch(/under 1000/);
  });
});
