import { describe, expect, it } from 'vitest';
import { InProcessRateCounter } from './in-process-rate-counter';
import { RateLimitedError, RateLimiter } from './rate-limiter';

function limiterAt(start = 0) {
  const clock = { now: start };
  const limits = { perAccount: { orders: 6, payments: 2, uploads: 1, emails: 1, addresses: 1 }, perAddress: { orders: 9, payments: 100, uploads: 100, signIns: 3, messages: 1, emails: 1, addresses: 1 } };
  return { clock, limiter: new RateLimiter(limits, new InProcessRateCounter(() => clock.now)) };
}

/** A signed-in account calling from an address of its own. */
const ann = { account: 'ann@example.com', address: '192.0.2.1' };

const refusalOf = async (call: Promise<void>) => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  return null;
};

describe('RateLimiter', () => {
  it("lets a client spend a minute's calls at once, then refuses with the wait until the next", async () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 6; i++) await limiter.take('orders', ann);
    const refusal = await refusalOf(limiter.take('orders', ann));
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({ type: 'too_many_requests', message: 'Too many orders in a short time. Please wait a moment and try again.', retryAfterSeconds: 10 });
  });

  it('gives one call back each 60/limit seconds, never more than the limit', async () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 6; i++) await limiter.take('orders', ann);
    clock.now += 9_999;
    await expect(limiter.take('orders', ann)).rejects.toThrow(RateLimitedError);
    clock.now += 1;
    await expect(limiter.take('orders', ann)).resolves.toBeUndefined();
    clock.now += 3_600_000;
    for (let i = 0; i < 6; i++) await limiter.take('orders', ann);
    await expect(limiter.take('orders', ann)).rejects.toThrow(RateLimitedError);
  });

  it('counts each account and each kind of call on its own', async () => {
    const { limiter } = limiterAt();
    await limiter.take('uploads', ann);
    await expect(limiter.take('uploads', ann)).rejects.toThrow(/Too many files uploaded/);
    await expect(limiter.take('uploads', { account: 'bob', address: '192.0.2.2' })).resolves.toBeUndefined();
    await expect(limiter.take('payments', ann)).resolves.toBeUndefined();
  });

  it('counts every account calling from one address against that address too', async () => {
    const { limiter } = limiterAt();
    const office = '198.51.100.7';
    for (let i = 0; i < 6; i++) await limiter.take('orders', { account: 'ann', address: office });
    for (let i = 0; i < 3; i++) await limiter.take('orders', { account: `new-${i}`, address: office });
    const refusal = await refusalOf(limiter.take('orders', { account: 'new-3', address: office }));
    expect(refusal).toMatchObject({ message: 'Too many orders from your network in a short time. Please wait a moment and try again.', retryAfterSeconds: 7 });
    await expect(limiter.take('orders', { account: 'new-3', address: '198.51.100.8' })).resolves.toBeUndefined();
  });

  it('spends from neither count when one refuses', async () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 9; i++) await limiter.take('orders', { account: `a-${i}`, address: 'busy' });
    for (let i = 0; i < 5; i++) await expect(limiter.take('orders', { account: 'ann', address: 'busy' })).rejects.toThrow(RateLimitedError);
    // Ann's own count is untouched by the refusals: six orders from elsewhere.
    for (let i = 0; i < 6; i++) await limiter.take('orders', { account: 'ann', address: `elsewhere-${i}` });
    await expect(limiter.take('orders', { account: 'ann', address: 'elsewhere-9' })).rejects.toThrow(/Too many orders in a short time/);
    clock.now += 60_000;
    await expect(limiter.take('orders', { account: 'ann', address: 'busy' })).resolves.toBeUndefined();
  });

  it('counts sign-ins per address only', async () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 3; i++) await limiter.take('signIns', { address: '203.0.113.5' });
    expect(await refusalOf(limiter.take('signIns', { address: '203.0.113.5' }))).toMatchObject({ message: expect.stringMatching(/^Too many sign-ins from your network/), retryAfterSeconds: 20 });
    await expect(limiter.take('signIns', { address: '203.0.113.6' })).resolves.toBeUndefined();
  });

  it('forgets refilled clients once it holds many, and still counts the busy ones', async () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 10_001; i++) await limiter.take('uploads', { account: `client-${i}`, address: `a-${i}` });
    clock.now += 60_000;
    await limiter.take('uploads', { account: 'busy', address: 'b' });
    for (let i = 0; i < 10_001; i++) await limiter.take('uploads', { account: `other-${i}`, address: `c-${i}` });
    await expect(limiter.take('uploads', { account: 'busy', address: 'b' })).rejects.toThrow(RateLimitedError);
    await expect(limiter.take('uploads', { account: 'other-5', address: 'c-5' })).rejects.toThrow(RateLimitedError);
    await expect(limiter.take('uploads', { account: 'client-5', address: 'a-5' })).resolves.toBeUndefined();
  });
});
