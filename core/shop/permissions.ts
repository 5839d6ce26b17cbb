import { isAdmin, type User } from '../domain/user';
import { forbidden, unauthorized } from './errors';

/** Who may do what: every use case asks here, so the rules live in one place. */
export function requireSignedIn(caller: User | null): User {
  if (!caller) throw unauthorized('Please sign in first');
  return caller;
}

export function requireAdmin(caller: User | null): User {
  const user = requireSignedIn(caller);
  if (!isAdmin(user)) throw forbidden('Only an admin may do that');
  return user;
}

/** The caller naming their own account by its email: not even an admin names someone else. */
export function requireSelf(caller: User | null, email: string): User {
  const user = requireSignedIn(caller);
  if (user.email !== email.toLowerCase()) throw forbidden('That belongs to another account');
  return user;
}

/** The caller acting on their own account (named by its email), or an admin acting on anyone's. */
export function requireSelfOrAdmin(caller: User | null, email: string): User {
  const user = requireSignedIn(caller);
  if (user.email !== email.toLowerCase() && !isAdmin(user)) throw forbidden('That belongs to another account');
  return user;
}

/** The caller acting on something of their own (`ownerId` is its owner's user id): not even an admin acts for someone else. */
export function requireOwner(caller: User | null, ownerId: string): User {
  const user = requireSignedIn(caller);
  if (user.id !== ownerId) throw forbidden('That belongs to another account');
  return user;
}

/** The owner of something, or an admin, may read it. */
export function requireOwnerOrAdmin(caller: User | null, ownerId: string): User {
  const user = requireSignedIn(caller);
  if (user.id !== ownerId && !isAdmin(user)) throw forbidden('That belongs to another account');
  return user;
}
