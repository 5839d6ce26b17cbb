import type { AuditActor } from '../../domain/audit';
import type { Role, User } from '../../domain/user';

/** A user with the version of their sessions: a token issued at another version opens none. */
export type SessionUser = User & { sessionVersion: number };

/** A user with the sign-in identity behind them (null until a sign-in claims the row). */
export type StoredUser = SessionUser & { uid: string | null };

/** What a sign-in tells the shop about its user. */
export interface SignIn {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  /**
   * The account as the sessions stand on it (see `sessionBasis`): when it differs from the one
   * stored, the user's session version moves on and every session opened before ends.
   */
  basis: string;
}

export interface UserRepository {
  findById(id: string): Promise<SessionUser | null>;
  findByEmail(email: string): Promise<StoredUser | null>;
  findByUid(uid: string): Promise<StoredUser | null>;
  /**
   * Records a sign-in in one step: the user of that uid gets its email, verification and name,
   * and `role` when `role` is 'admin' (a role once granted is kept); a new uid gets a new user with
   * `role`. The email must not belong to another user: free it first (`claim`, `delete`, `setEmail`).
   */
  recordSignIn(signIn: SignIn, role: Role): Promise<SessionUser>;
  /**
   * The account as it is now at the sign-in service: when `basis` differs from the one stored, the
   * session version moves on (every session opened before ends) and `basis` is kept; whether it did.
   */
  recordAccountChange(id: string, basis: string): Promise<boolean>;
  /** Ties the user of `email` that no sign-in has claimed yet to `uid`; whether it did. */
  claim(email: string, uid: string): Promise<boolean>;
  /** Moves a user to another email (their account changed it at the sign-in service). */
  setEmail(id: string, email: string): Promise<void>;
  /** A user made before their first sign-in (by make-admin): the sign-in with that email claims it. */
  createUnclaimed(user: { email: string; displayName: string }, role: Role): Promise<User>;
  /** A change made `by` an admin records itself in the audit log (userAudit) in its transaction. */
  setRole(email: string, role: Role, by?: AuditActor): Promise<User | null>;
  delete(email: string): Promise<boolean>;
  list(): Promise<User[]>;
  countAdmins(): Promise<number>;
  /**
   * Changes a role or removes a user unless that would leave the shop without an admin, in one
   * step that concurrent requests cannot both pass.
   */
  changeKeepingAnAdmin(email: string, change: { role: Role } | 'remove', by?: AuditActor): Promise<'done' | 'missing' | 'last_admin'>;
}
