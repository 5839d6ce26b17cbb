/** Issues and checks the shop's own access tokens. */
export interface AccessTokens {
  issue(userId: string): { token: string; expiresAt: number };
  /** The user id a token was issued to, or null when it is forged, malformed or expired. */
  verify(token: string): string | null;
}
