import * as v from 'valibot';
import { emailSchema } from '../domain/credentials';
import { idSchema } from '../domain/ids';

/**
 * One route of the shop's REST contract: its path with its payload and answer schemas, shared by
 * the dispatcher that serves it, the client that calls it and the API reference that describes it.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** What the call does and answers, for people: the API reference and the README's table. */
  doc: string;
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** What a success answers with. */
  response: v.GenericSchema;
  /** The success status, when it is not 200. */
  status?: 201;
  /** The body is the request's bytes as sent, of any content type (a picture), not JSON. */
  rawBody?: true;
  /** The longest body taken, in bytes; `DEFAULT_BODY_LIMIT` unless given. A longer Content-Length is refused (413) before the body is read. */
  bodyLimit?: number;
  /**
   * Who may call it; the server refuses anyone else. `sign-in-proof` routes take the sign-in
   * service's ID token as their bearer token; the others take the shop's access token.
   */
  access: 'public' | 'sign-in-proof' | 'signed-in' | 'admin';
  /** Calls that cost the shop something are counted per account and per address, and refused past a limit (429). */
  rateLimit?: RateLimitedAction;
  /** A public read the server may answer from its short-lived response cache (the catalogue). */
  cacheable?: true;
  /**
   * A write that can change what a cacheable read answers (a product, its stock or customer count,
   * its reviews): the response cache is cleared once it succeeds. Other writes leave it alone, so
   * that nobody can empty it with writes that cost nothing (an address saved).
   */
  changesCatalogue?: true;
}

/**
 * The longest body a route takes unless it says otherwise: an order, an address, a review or a note
 * with every character escaped as `\uXXXX` (six bytes each) fits with room to spare.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** The routes that carry long text (a product's 4,000-character description, a contact message) take more. */
export const LONG_TEXT_BODY_LIMIT = 64 * 1024;

/** The kinds of call counted against a client's per-minute limits: stored orders, provider calls, image work, visitors' messages, sign-ins, emails asked for, address book writes. */
export type RateLimitedAction = 'orders' | 'payments' | 'uploads' | 'messages' | 'signIns' | 'emails' | 'addresses';

export const idParams = v.object({ id: idSchema });
export const emailParams = v.object({ email: v.pipe(v.string(), v.maxLength(254, 'That email is too long')) });
/** An account named by its email where the call acts on it: a well-formed address, lower-cased. */
export const accountEmailParams = v.object({ email: emailSchema });

export const deletedSchema = v.object({ deletedCount: v.number() });

export const errorTypes = [
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payment_failed',
  'too_many_requests',
  'internal',
] as const;

/** The one shape every failed request answers with. */
export const errorSchema = v.object({ type: v.picklist(errorTypes), message: v.string() });
export type ApiErrorBody = v.InferOutput<typeof errorSchema>;
