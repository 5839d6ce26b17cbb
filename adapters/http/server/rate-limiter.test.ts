import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitedError, RateLimiter } from './rate-limiter';

const limits = { perAccount: { orders: 6, payments: 2, uploads: 1, emails: 1 }, perAddress: { orders: 9, payments: 100, uploads: 100, signIns: 3, messages: 1, emails: 1 } };

/** A signed-in account calling from an address of its own. */
const ann = { account: 'ann@example.com', address: '192.0.2.1' };

const refusalOf = (call: Promise<void>) => call.then(() => null, (error: unknown) => error);

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('RateLimiter', () => {
  it("lets a client spend a minute's calls at once, then refuses with the wait until its minute is over", async () => {
    const limiter = new RateLimiter(limits);
    for (let i = 0; i < 6; i++) await limiter.take('orders', ann);
    vi.advanceTimersByTime(20_000);
    const refusal = await refusalOf(limiter.take('orders', ann));
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({ type: 'too_many_requests', message: 'Too many orders in a short time. Please wait a moment and try again.', retryAfterSeconds: 40 });
  });

  it('counts afresh once the minute is over', async () => {
    const limiter = new RateLimiter(limits);
    for (let i = 0; i < 6; i++) await limiter.take('orders', ann);
    vi.advanceTimersByTime(59_000);
    await expect(limiter.take('orders', ann)).rejects.toThrow(RateLimitedError);
    vi.advanceTimersByTime(1_001);
    for (let i = 0; i < 6; i++) await limiter.take('orders', ann);
    await expect(limiter.take('orders', ann)).rejects.toThrow(RateLimitedError);
  });

  it('counts each account and each kind of call on its own', async () => {
    const limiter = new RateLimiter(limits);
    await limiter.take('uploads', ann);
    await expect(limiter.take('uploads', ann)).rejects.toThrow(/Too many pictures/);
    await expect(limiter.take('uploads', { account: 'bob', address: '192.0.2.2' })).resolves.toBeUndefined();
    await expect(limiter.take('payments', ann)).resolves.toBeUndefined();
  });

  it('counts every account calling from one address against that address too', async () => {
    const limiter = new RateLimiter(limits);
    const office = '198.51.100.7';
    for (let i = 0; i < 6; i++) await limiter.take('orders', { account: 'ann', address: office });
    for (let i = 0; i < 3; i++) await limiter.take('orders', { account: `new-${i}`, address: office });
    vi.advanceTimersByTime(30_000);
    const refusal = await refusalOf(limiter.take('orders', { account: 'new-3', address: office }));
    expect(refusal).toMatchObject({ message: 'Too many orders from your network in a short time. Please wait a moment and try again.', retryAfterSeconds: 30 });
    await expect(limiter.take('orders', { account: 'new-3', address: '198.51.100.8' })).resolves.toBeUndefined();
  });

  it('spends from neither count when one refuses', async () => {
    const limiter = new RateLimiter(limits);
    for (let i = 0; i < 9; i++) await limiter.take('orders', { account: `a-${i}`, address: 'busy' });
    for (let i = 0; i < 5; i++) await expect(limiter.take('orders', { account: 'ann', address: 'busy' })).rejects.toThrow(RateLimitedError);
    // Ann's own count is untouched by the address's refusals: six orders from elsewhere.
    for (let i = 0; i < 6; i++) await limiter.take('orders', { account: 'ann', address: `elsewhere-${i}` });
    await expect(limiter.take('orders', { account: 'ann', address: 'elsewhere-9' })).rejects.toThrow(/Too many orders in a short time/);
    // ...and the account's refusal gave the address back its call: elsewhere-9 still has all nine.
    for (let i = 0; i < 9; i++) await limiter.take('orders', { account: `b-${i}`, address: 'elsewhere-9' });
    vi.advanceTimersByTime(60_001);
    await expect(limiter.take('orders', { account: 'ann', address: 'busy' })).resolves.toBeUndefined();
  });

  it('counts sign-ins and messages per address only', async () => {
    const limiter = new RateLimiter(limits);
    for (let i = 0; i < 3; i++) await limiter.take('signIns', { address: '203.0.113.5' });
    expect(await refusalOf(limiter.take('signIns', { address: '203.0.113.5' }))).toMatchObject({ message: expect.stringMatching(/^Too many sign-ins from your network/), retryAfterSeconds: 60 });
    await expect(limiter.take('signIns', { address: '203.0.113.6' })).resolves.toBeUndefined();
    await limiter.take('messages', { account: 'ann', address: '203.0.113.7' });
    await expect(limiter.take('messages', { account: 'bob', address: '203.0.113.7' })).rejects.toThrow(/Too many messages from your network/);
  });
});
