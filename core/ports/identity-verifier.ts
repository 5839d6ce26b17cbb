/** An identity the sign-in service vouched for. */
export interface VerifiedIdentity {
  email: string;
  name: string | null;
}

/** Checks a sign-in proof on the server; throws `unauthorized` when it is not one. */
export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
  /** Closes the sign-in account of `email` (nothing to do when there is none). */
  removeAccount(email: string): Promise<void>;
}
