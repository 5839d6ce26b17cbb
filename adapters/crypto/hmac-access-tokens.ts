import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccessTokens, SessionClaim } from '../../core/ports/driven/access-tokens';

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Access tokens as `payload.signature`: the payload names the user, the session version and expiry, the
 * signature is an HMAC-SHA256 with the server's secret, so any server sharing it can check one.
 */
export class HmacAccessTokens implements AccessTokens {
  constructor(
    private readonly secret: string,
    private readonly lifetimeSeconds = 3600,
    private readonly now: () => number = Date.now,
  ) {
    if (secret.length < 32) throw new Error('The session secret must be at least 32 characters');
  }

  issue({ userId, sessionVersion }: SessionClaim) {
    const expiresAt = this.now() + this.lifetimeSeconds * 1000;
    const payload = encode(JSON.stringify({ sub: userId, ver: sessionVersion, exp: expiresAt }));
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  verify(token: string): SessionClaim | null {
    const parts = token.split('.');
    if (parts.length !== 2 || token.length > 2048) return null;
    const [payload, signature] = parts;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; ver?: unknown; exp?: unknown };
      if (typeof claims.sub !== 'string' || !Number.isInteger(claims.ver) || typeof claims.exp !== 'number' || claims.exp <= this.now()) return null;
      return { userId: claims.sub, sessionVersion: claims.ver as number };
    } catch {
      return null;
    }
  }

  private sign(payload: string) {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
