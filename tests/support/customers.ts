import type { FastifyInstance } from 'fastify';
import { signUpInEmulator } from './auth-emulator';

/** A customer of the shop: their email, and the shop's own access token for them. */
export interface Customer {
  email: string;
  token: string;
}

/** A customer signed in the way the browser does it: a fresh emulator account's proof traded for the shop's token. */
export async function signedInCustomer(app: FastifyInstance, name: string): Promise<Customer> {
  const account = await signUpInEmulator(name);
  const res = await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(account.email)}`, headers: { authorization: `Bearer ${account.idToken}` } });
  return { email: account.email, token: res.json().token as string };
}

/** Calls `app` with a shop token (none: anyone not signed in) and, if given, a JSON payload of any shape. */
export const callAs =
  (app: FastifyInstance) =>
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

export type Call = ReturnType<typeof callAs>;
