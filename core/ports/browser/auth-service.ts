/** Who the sign-in service says is signed in. */
export interface AuthUser {
  email: string;
  displayName: string | null;
}

/** The browser's sign-in service (Firebase in this shop). */
export interface AuthService {
  /**
   * Calls back with the signed-in user or null: once now, then on every change. `unavailable`
   * hears instead when the service itself could not be reached: who is signed in is then unknown.
   */
  watch(listener: (user: AuthUser | null) => void, unavailable?: (error: unknown) => void): () => void;
  currentUser(): AuthUser | null;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Creates the account and sets its display name. */
  signUp(name: string, email: string, password: string): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  /** Gives the signed-in account a new display name: the name the shop reads at each sign-in. */
  rename(name: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** A proof of the signed-in user for the server; a fresh one when `forceRefresh`. */
  idToken(forceRefresh?: boolean): Promise<string>;
  /** Confirms an email address with the one-time code of the link the shop sent to it. */
  confirmEmail(code: string): Promise<void>;
  /** The address a password-reset code is for; throws an AuthError when the code is used or expired. */
  checkPasswordResetCode(code: string): Promise<string>;
  /** Sets the account's new password with the one-time code of the link the shop sent. */
  resetPassword(code: string, newPassword: string): Promise<void>;
}
