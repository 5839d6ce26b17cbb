import { isAdmin, type User } from '../domain/user';
import { forbidden, unauthorized } from './errors';

/**
 * A caller the contract let in on an `admin` route: only `requireAdmin` makes one, so a use case
 * that takes an Admin cannot be reached by anyone else.
 */
export type Admin = User & { readonly role: 'admin' };

/**
 * Who may call at all: the contract names each route's access, and the dispatcher asks here before
 * any use case runs. The rules below depend on the data (whose order is it?) and the use cases ask them.
 */
export function requireSignedIn(caller: User | null): User {
  if (!caller) throw unauthorized('Please sign in first');
  return caller;
}

export function requireAdmin(caller: User | null): Admin {
  const user = requireSignedIn(caller);
  if (!isAdmin(user)) throw forbidden('Only an admin may do that');
  return user as Admin;
}

/** The caller naming their own account by its email: not even an admin names someone else. */
export function requireSelf(user: User, email: string): User {
  if (user.email !== email.toLowerCase()) throw forbidden('That belongs to another account');
  return user;
}

/** The caller acting on their own account (named by its email), or an admin acting on anyone's. */
export function requireSelfOrAdmin(user: User, email: string): User {
  if (user.email !== email.toLowerCase() && !isAdmin(user)) throw forbidden('That belongs to another account');
  return user;
}

/** The caller acting on something of their own (`ownerId` is its owner's user id): not even an admin acts for someone else. */
export function requireOwner(user: User, ownerId: string): User {
  if (user.id !== ownerId) throw forbidden('That belongs to another account');
  return user;
}

/** The owner of something, or an admin, may read it. */
export function requireOwnerOrAdmin(user: User, ownerId: string): User {
  if (user.id !== ownerId && !isAdmin(user)) throw forbidden('That belongs to another account');
  return user;
}
