import type { AccessTokens, SessionClaim } from '../../core/ports/driven/access-tokens';

const PREFIX = 'story-token:';

/** Access tokens that name their user (and session version) in plain text: Storybook signs a story in by writing one. */
export class UserIdAccessTokens implements AccessTokens {
  issue({ userId, sessionVersion }: SessionClaim) {
    return { token: userIdToken(userId, sessionVersion), expiresAt: Date.now() + 3_600_000 };
  }

  verify(token: string): SessionClaim | null {
    if (!token.startsWith(PREFIX)) return null;
    const [userId, version = '0'] = token.slice(PREFIX.length).split(':');
    return { userId, sessionVersion: Number(version) };
  }
}

/** The token the story shop accepts for a user (seeded users are at session version 0). */
export const userIdToken = (userId: string, sessionVersion = 0) => `${PREFIX}${userId}${sessionVersion ? `:${sessionVersion}` : ''}`;
