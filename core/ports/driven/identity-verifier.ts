/**
 * An account at the sign-in service, as its own records hold it (never as a token claims it):
 * the uid is the account, the email and its verification are what the service last confirmed.
 */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  /**
   * Since when the account's sign-in proofs count (ms since 1970): the service moves it on a
   * password change, an email change or a revocation, ending the proofs issued before.
   */
  validSince: number;
}

/** The sign-in service, seen from the server. */
export interface IdentityVerifier {
  /**
   * Checks a sign-in proof and answers the account behind it, read from the service's records;
   * throws `unauthorized` when the proof is not valid or names another email than the account.
   */
  verify(idToken: string): Promise<VerifiedIdentity>;
  /** The account with that uid as the service holds it now; null when it no longer exists. */
  findAccount(uid: string): Promise<VerifiedIdentity | null>;
  /** Closes the sign-in account of `email` (nothing to do when there is none). */
  removeAccount(email: string): Promise<void>;
}
