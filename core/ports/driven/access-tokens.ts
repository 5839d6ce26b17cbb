/** What a shop access token stands for: a user's session at one version of their account. */
export interface SessionClaim {
  userId: string;
  /** The user's session version when it was issued: a session ends when the user's moves on. */
  sessionVersion: number;
}

/** Issues and checks the shop's own access tokens. */
export interface AccessTokens {
  issue(claim: SessionClaim): { token: string; expiresAt: number };
  /** What a token was issued for, or null when it is forged, malformed or expired. */
  verify(token: string): SessionClaim | null;
}
