/** Issues and checks the shop's own access tokens. */
export interface AccessTokens {
  issue(email: string): { token: string; expiresAt: number };
  /** The email a token was issued to, or null when it is forged, malformed or expired. */
  verify(token: string): string | null;
}
