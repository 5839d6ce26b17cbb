import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, mailErrorText, nextAttemptAt } from './mail';

describe('nextAttemptAt', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const policy = { maxAttempts: 5, firstRetryMs: 1000, maxRetryMs: 5000 };

  it('waits twice as long after each failed try, up to the longest wait', () => {
    const waits = [1, 2, 3, 4].map((attempts) => nextAttemptAt(attempts, now, policy)!.getTime() - now.getTime());
    expect(waits).toEqual([1000, 2000, 4000, 5000]);
  });

  it('gives up after the last try: the message is then marked failed, never dropped', () => {
    expect(nextAttemptAt(5, now, policy)).toBeNull();
    expect(nextAttemptAt(9, now, policy)).toBeNull();
  });

  it('by default tries eight times over about two hours', () => {
    let total = 0;
    for (let attempts = 1; attempts < DEFAULT_RETRY_POLICY.maxAttempts; attempts++) total += nextAttemptAt(attempts, now)!.getTime() - now.getTime();
    expect(nextAttemptAt(DEFAULT_RETRY_POLICY.maxAttempts, now)).toBeNull();
    expect(total / 3_600_000).toBeGreaterThan(1.5);
    expect(total / 3_600_000).toBeLessThan(3);
  });
});

describe('mailErrorText', () => {
  it('keeps one short line of what went wrong', () => {
    expect(mailErrorText(new Error('connect ECONNREFUSED\n  127.0.0.1:25'))).toBe('connect ECONNREFUSED 127.0.0.1:25');
    expect(mailErrorText(new Error('x'.repeat(900)))).toHaveLength(500);
    expect(mailErrorText('')).toBe('The mail server refused the message');
  });
});
