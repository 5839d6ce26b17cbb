import { describe, expect, it } from 'vitest';
import { RateLimitedError, RateLimiter } from './rate-limiter';

function limiterAt(start = 0) {
  const clock = { now: start };
  return { clock, limiter: new RateLimiter({ orders: 6, payments: 2, uploads: 1, messages: 1 }, () => clock.now) };
}

describe('RateLimiter', () => {
  it("lets a client spend a minute's calls at once, then refuses with the wait until the next", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 6; i++) limiter.take('orders', 'ann@example.com');
    const refusal = (() => {
      try {
        limiter.take('orders', 'ann@example.com');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({ type: 'too_many_requests', message: expect.stringMatching(/Too many orders/), retryAfterSeconds: 10 });
  });

  it('gives one call back each 60/limit seconds, never more than the limit', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 6; i++) limiter.take('orders', 'ann');
    clock.now += 9_999;
    expect(() => limiter.take('orders', 'ann')).toThrow(RateLimitedError);
    clock.now += 1;
    expect(() => limiter.take('orders', 'ann')).not.toThrow();
    clock.now += 3_600_000;
    for (let i = 0; i < 6; i++) limiter.take('orders', 'ann');
    expect(() => limiter.take('orders', 'ann')).toThrow(RateLimitedError);
  });

  it('counts each client and each kind of call on its own', () => {
    const { limiter } = limiterAt();
    limiter.take('uploads', 'ann');
    expect(() => limiter.take('uploads', 'ann')).toThrow(/Too many pictures/);
    expect(() => limiter.take('uploads', 'bob')).not.toThrow();
    expect(() => limiter.take('payments', 'ann')).not.toThrow();
  });

  it('forgets refilled clients once it holds many, and still counts the busy ones', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 10_001; i++) limiter.take('uploads', `client-${i}`);
    clock.now += 60_000;
    limiter.take('uploads', 'busy');
    for (let i = 0; i < 10_001; i++) limiter.take('uploads', `other-${i}`);
    expect(() => limiter.take('uploads', 'busy')).toThrow(RateLimitedError);
    expect(() => limiter.take('uploads', 'other-5')).toThrow(RateLimitedError);
    expect(() => limiter.take('uploads', 'client-5')).not.toThrow();
  });
});
