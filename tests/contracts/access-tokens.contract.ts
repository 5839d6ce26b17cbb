import { describe, expect, it } from 'vitest';
import type { AccessTokens } from '../../core/ports/driven/access-tokens';

export interface AccessTokensHarness {
  /** Tokens as one server of the shop issues them, reading the time from `now`. */
  tokens: AccessTokens;
  /** How long a token lives. */
  lifetimeMs: number;
  /** Tokens of another shop (another secret, another key): none of theirs may open a session here. */
  foreign: AccessTokens;
}

const ann = { userId: 'user-ann', sessionVersion: 3 };
const bob = { userId: 'user-bob', sessionVersion: 0 };

/**
 * What every AccessTokens must do. `open` is called for each server: two opened alike are two
 * servers of one shop, and each must accept the other's tokens.
 */
export function accessTokensContract(name: string, open: (now: () => number) => Promise<AccessTokensHarness>) {
  describe(`AccessTokens contract: ${name}`, () => {
    let clock = Date.UTC(2026, 0, 1);
    const now = () => clock;

    it('answers the claim a token was issued for while it lives, and when it ends', async () => {
      const { tokens, lifetimeMs } = await open(now);
      const issued = tokens.issue(ann);
      expect(issued.expiresAt).toBe(clock + lifetimeMs);
      // It travels in an Authorization header: printable, no spaces.
      expect(issued.token).toMatch(/^[\x21-\x7e]+$/);
      expect(tokens.verify(issued.token)).toEqual(ann);
      expect(tokens.verify(tokens.issue(bob).token)).toEqual(bob);
    });

    it('refuses a token from its expiry on', async () => {
      const { tokens, lifetimeMs } = await open(now);
      const { token, expiresAt } = tokens.issue(ann);
      clock = expiresAt - 1;
      expect(tokens.verify(token)).toEqual(ann);
      clock = expiresAt;
      expect(tokens.verify(token)).toBeNull();
      clock += lifetimeMs;
      expect(tokens.verify(token)).toBeNull();
    });

    it("accepts another server's tokens of the same shop", async () => {
      const one = await open(now);
      const other = await open(now);
      expect(other.tokens.verify(one.tokens.issue(ann).token)).toEqual(ann);
    });

    it("refuses another shop's token, an altered one and anything that is not a token, without throwing", async () => {
      const { tokens, foreign } = await open(now);
      expect(tokens.verify(foreign.issue(ann).token)).toBeNull();
      const { token } = tokens.issue(ann);
      const altered = [...token].map((char, at) => token.slice(0, at) + (char === 'A' ? 'B' : 'A') + token.slice(at + 1));
      for (const bad of altered) expect(tokens.verify(bad), bad).toBeNull();
      for (const bad of ['', ' ', 'abc', '.', 'a.b', 'a.b.c', `${token}.${token}`, `${token} `, 'x'.repeat(10_000), 'null', '{}']) expect(tokens.verify(bad), bad).toBeNull();
    });
  });
}
