import { describe, expect, it } from 'vitest';
import { HmacAccessTokens } from './hmac-access-tokens';

const secret = 'a'.repeat(32);

describe('HMAC access tokens', () => {
  it('gives back the email a token was issued to while it lives', () => {
    const tokens = new HmacAccessTokens(secret, 60);
    const { token, expiresAt } = tokens.issue('ann@example.com');
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(tokens.verify(token)).toBe('ann@example.com');
  });

  it('refuses an expired token', () => {
    let now = 1_000_000;
    const tokens = new HmacAccessTokens(secret, 60, () => now);
    const { token } = tokens.issue('ann@example.com');
    now += 60_000;
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a forged, altered, foreign or malformed token', () => {
    const tokens = new HmacAccessTokens(secret);
    const { token } = tokens.issue('ann@example.com');
    const [, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'admin@example.com', exp: Date.now() + 60_000 })).toString('base64url');
    expect(tokens.verify(`${forgedPayload}.${signature}`)).toBeNull();
    expect(tokens.verify(new HmacAccessTokens('b'.repeat(32)).issue('ann@example.com').token)).toBeNull();
    for (const bad of ['', 'abc', 'a.b.c', `${token}x`, '.', 'x'.repeat(5000)]) expect(tokens.verify(bad)).toBeNull();
  });

  it('wants a secret long enough to resist guessing', () => {
    expect(() => new HmacAccessTokens('short')).toThrow(/at least 32/);
  });
});
