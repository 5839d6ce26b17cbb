import type { User } from '../../domain/user';

export interface Session {
  /** The shop's own access token, sent as a bearer token on every protected call. */
  token: string;
  /** Seconds until the token stops working; the browser refreshes it before then. */
  expiresIn: number;
  user: User;
}

/** The shop server's side of signing in. */
export interface SessionApi {
  /** Trades the sign-in service's proof for the shop's access token. */
  openSession(email: string, idToken: string): Promise<Session>;
  isAdmin(email: string): Promise<boolean>;
  /** Tells the shop that the account of `email` changed at the sign-in service (its password was reset): the sessions opened before end. */
  accountChanged(email: string): Promise<void>;
}

/** Where the browser keeps the access token between visits (localStorage 'accessToken'). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}
