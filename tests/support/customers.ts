import type { FastifyInstance } from 'fastify';
import type { Role } from '../../core/domain/user';
import type { UserRepository } from '../../core/ports/driven/user-repository';
import { requireAdmin, type Admin } from '../../core/shop/permissions';
import { signUpInEmulator } from './auth-emulator';

/** A customer of the shop: their email, and the shop's own access token for them. */
export interface Customer {
  /** The shop's id for the user. */
  id: string;
  email: string;
  token: string;
}

/** A customer signed in the way the browser does it: a fresh emulator account's proof traded for the shop's token. */
export async function signedInCustomer(app: FastifyInstance, name: string, options: { verified?: boolean } = {}): Promise<Customer> {
  const account = await signUpInEmulator(name, undefined, options);
  const res = await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(account.email)}`, headers: { authorization: `Bearer ${account.idToken}` } });
  const { token, user } = res.json() as { token: string; user: { id: string } };
  return { id: user.id, email: account.email, token };
}

/** An admin signed in the same way: `email` must be in the server's ADMIN_EMAILS; its email is verified, as an admin's must be. */
export async function signedInAdmin(app: FastifyInstance, email: string, name = 'The Boss'): Promise<Customer> {
  const account = await signUpInEmulator(name, email, { verified: true });
  const res = await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${account.idToken}` } });
  const { token, user } = res.json() as { token: string; user: { id: string } };
  return { id: user.id, email, token };
}

/** Calls `app` with a shop token (none: anyone not signed in) and, if given, a JSON payload of any shape. */
export const callAs =
  (app: FastifyInstance) =>
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

export type Call = ReturnType<typeof callAs>;

/** Stores a user as their first sign-in would, without the sign-in service: for tests that start from a role. */
export function storeUser(users: UserRepository, { email, displayName = email.split('@')[0], role = 'customer', emailVerified = true }: StoredUserSpec) {
  return users.recordSignIn({ uid: `uid-${email}`, email, emailVerified, displayName, basis: `${email} stored` }, role);
}

/** Stores an admin the same way, as the dispatcher hands one to the use cases that record who acted. */
export async function storeAdmin(users: UserRepository, spec: Omit<StoredUserSpec, 'role'>): Promise<Admin> {
  return requireAdmin(await storeUser(users, { ...spec, role: 'admin' }));
}

interface StoredUserSpec {
  email: string;
  displayName?: string;
  role?: Role;
  emailVerified?: boolean;
}
