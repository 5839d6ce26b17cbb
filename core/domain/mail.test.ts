import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, mailErrorText, nextAttemptAt, outstandingError } from './mail';

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

  it('trims the line, and gives the default when only white space was said', () => {
    expect(mailErrorText(new Error('  550 mailbox unavailable \n'))).toBe('550 mailbox unavailable');
    expect(mailErrorText(new Error(' \n\t '))).toBe('The mail server refused the message');
  });

  it('keeps a line of exactly 500 characters whole, and cuts a longer one with an ellipsis', () => {
    expect(mailErrorText('x'.repeat(500))).toBe('x'.repeat(500));
    expect(mailErrorText('x'.repeat(501))).toBe(`${'x'.repeat(499)}…`);
  });
});

describe('outstandingError', () => {
  it('shows the last failure while a message is queued or failed, and none once it went', () => {
    expect(outstandingError({ status: 'queued', lastError: 'connect ECONNREFUSED' })).toBe('connect ECONNREFUSED');
    expect(outstandingError({ status: 'failed', lastError: '550 mailbox unavailable' })).toBe('550 mailbox unavailable');
    expect(outstandingError({ status: 'sent', lastError: 'connect ECONNREFUSED' })).toBeNull();
  });
});
