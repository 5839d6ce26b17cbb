import * as v from 'valibot';
import { invalidData } from '../shop/errors';
import type { RouteInput } from '../contract';
import type { RouteContract } from './route-contract';

/** A call's parts as a transport hands them over, before any is read. */
export interface RawRouteInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Where each part of a call sits, as a refusal names it: `path id: …`, `query limit: …`, `body address.city: …`. */
const partNames = { params: 'path', query: 'query', body: 'body' } as const;

/** Just enough of a valibot schema to find a field's own schema by its path. */
interface Nested {
  wrapped?: Nested;
  entries?: Record<string, Nested>;
}

/** The schema of the field at `path`, through objects and what is optional; undefined past anything else (a list, a union). */
function fieldSchema(schema: v.GenericSchema, path: v.IssuePathItem[]): v.GenericSchema | undefined {
  let at: Nested | undefined = schema as Nested;
  for (const { key } of path) {
    // Stryker disable next-line OptionalChaining: only a field under a list or a union leaves nothing to walk, and no route's input nests one yet
    while (at?.wrapped) at = at.wrapped;
    // Stryker disable next-line OptionalChaining: as above
    at = at?.entries?.[String(key)];
  }
  return at as v.GenericSchema | undefined;
}

/** A field left out is refused in the field's own words ('Postcode is required'), not as a missing key. */
function messageOf(schema: v.GenericSchema, issue: v.GenericIssue): string {
  const field = issue.input === undefined && issue.path ? fieldSchema(schema, issue.path) : undefined;
  // Stryker disable next-line OptionalChaining: a field's schema that takes undefined raises no issue for it in the first place
  return (field && v.safeParse(field, undefined).issues?.[0].message) ?? issue.message;
}

/**
 * Input read by its schema, or refused in the shop's words: the first issue's message, after
 * where it sits (`body quantity: That quantity is not a whole number`), so that every refusal of
 * bad input is worded by this one function.
 */
function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, part: string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = v.getDotPath(issue);
  throw invalidData(`${field ? `${part} ${field}` : part}: ${messageOf(schema, issue)}`);
}

/**
 * A call's params, query and body read by its route's schemas, once, before its use case runs: the
 * use case receives them typed. A part the route does not take is left out; a missing path or query
 * reads as empty, a missing body as absent (a route whose body may be left out says so in its schema).
 */
export function parseRouteInput<R extends RouteContract>(route: R, call: RawRouteInput): RouteInput<R> {
  const read = (part: keyof RawRouteInput) => {
    const schema = route[part];
    if (!schema) return undefined;
    return parseInput(schema, call[part] ?? (part === 'body' ? undefined : {}), partNames[part]);
  };
  return { params: read('params'), query: read('query'), body: read('body') } as RouteInput<R>;
}
