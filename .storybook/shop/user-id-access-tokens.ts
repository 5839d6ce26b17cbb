import type { AccessTokens } from '../../core/ports/driven/access-tokens';

const PREFIX = 'story-token:';

/** Access tokens that name their user in plain text: Storybook signs a story in by writing one. */
export class UserIdAccessTokens implements AccessTokens {
  issue(userId: string) {
    return { token: userIdToken(userId), expiresAt: Date.now() + 3_600_000 };
  }

  verify(token: string) {
    return token.startsWith(PREFIX) ? token.slice(PREFIX.length) : null;
  }
}

/** The token the story shop accepts for a user. */
export const userIdToken = (userId: string) => `${PREFIX}${userId}`;
