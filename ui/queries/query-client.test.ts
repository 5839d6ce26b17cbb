import { describe, expect, it } from 'vitest';
import { ShopError } from '../../core/shop/errors';
import { shouldRetry } from './query-client';

/** A failure carrying one of the shop's error types, as every adapter reports one. */
const answered = (type: ConstructorParameters<typeof ShopError>[0]) => new ShopError(type, 'The shop said no');

describe('which failed reads are tried again', () => {
  it('tries an unreachable or failing shop (5xx) twice more', () => {
    expect(shouldRetry(0, answered('internal'))).toBe(true);
    expect(shouldRetry(1, answered('internal'))).toBe(true);
    expect(shouldRetry(2, answered('internal'))).toBe(false);
  });

  it('never tries a refusal (4xx) again: it would answer the same', () => {
    for (const type of ['invalid_data', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'payment_failed', 'too_many_requests'] as const) {
      expect(shouldRetry(0, answered(type))).toBe(false);
    }
  });

  it('never tries a failure of the page itself, which carries no type', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
