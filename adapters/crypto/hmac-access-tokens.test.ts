import { describe, expect, it } from 'vitest';
import { HmacAccessTokens } from './hmac-access-tokens';

const secret = 'a'.repeat(32);
const ann = { userId: 'user-ann', sessionVersion: 3 };

describe('HMAC access tokens', () => {
  it('gives back the user and session version a token was issued for while it lives', () => {
    const tokens = new HmacAccessTokens(secret, 60);
    const { token, expiresAt } = tokens.issue(ann);
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(tokens.verify(token)).toEqual(ann);
  });

  it('refuses an expired token', () => {
    let now = 1_000_000;
    const tokens = new HmacAccessTokens(secret, 60, () => now);
    const { token } = tokens.issue(ann);
    now += 60_000;
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a forged, altered, foreign or malformed token', () => {
    const tokens = new HmacAccessTokens(secret);
    const { token } = tokens.issue(ann);
    const [, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'user-admin', ver: 3, exp: Date.now() + 60_000 })).toString('base64url');
    expect(tokens.verify(`${forgedPayload}.${signature}`)).toBeNull();
    expect(tokens.verify(new HmacAccessTokens('b'.repeat(32)).issue(ann).token)).toBeNull();
    for (const bad of ['', 'abc', 'a.b.c', `${token}x`, '.', 'x'.repeat(5000)]) expect(tokens.verify(bad)).toBeNull();
  });

  it('refuses a token without a whole session version (one issued before versions were kept)', () => {
    const tokens = new HmacAccessTokens(secret);
    for (const ver of [undefined, '3', 1.5, null]) {
      const sign = (payload: string) => (tokens as unknown as { sign(p: string): string }).sign(payload);
      const payload = Buffer.from(JSON.stringify({ sub: 'user-ann', ver, exp: Date.now() + 60_000 })).toString('base64url');
      expect(tokens.verify(`${payload}.${sign(payload)}`)).toBeNull();
    }
  });

  it('wants a secret long enough to resist guessing', () => {
    expect(() => new HmacAccessTokens('short')).toThrow(/at least 32/);
  });
});
