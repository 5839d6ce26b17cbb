import type { User } from '../domain/user';
import { forbidden, unauthorized } from './errors';

/** Who may do what: every use case asks here, so the rules live in one place. */
export function requireSignedIn(caller: User | null): User {
  if (!caller) throw unauthorized('Please sign in first');
  return caller;
}

export function requireAdmin(caller: User | null): User {
  const user = requireSignedIn(caller);
  if (user.role !== 'admin') throw forbidden('Only an admin may do that');
  return user;
}

/** The caller acting on their own account, or an admin acting on anyone's. */
export function requireSelfOrAdmin(caller: User | null, email: string): User {
  const user = requireSignedIn(caller);
  if (user.email !== email.toLowerCase() && user.role !== 'admin') throw forbidden('That belongs to another account');
  return user;
}

/** The caller acting on something of their own: not even an admin acts for someone else. */
export function requireOwner(caller: User | null, ownerEmail: string): User {
  const user = requireSignedIn(caller);
  if (user.email !== ownerEmail.toLowerCase()) throw forbidden('That belongs to another account');
  return user;
}
