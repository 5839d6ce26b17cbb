import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { API_VERSION, errorSchema, routeAreas, routes, type RouteContract, type RouteName } from '../../../core/contract';

type Json = Record<string, unknown>;
const ERROR = { $ref: '#/components/schemas/Error' };

/**
 * A valibot schema as JSON Schema 2020-12 (OpenAPI 3.1's), as the client sends or receives it: the
 * wire's side of a transform, and checks JSON Schema cannot say (one line of text, a picture's
 * bytes) left to the route's description and its 400 answer.
 */
function jsonSchema(schema: v.GenericSchema): Json {
  const { $schema: _draft, ...converted } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as JsonSchema & { $schema?: string };
  return converted as Json;
}

/** "listAllOrders" as "List all orders". */
const summaryOf = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ACCESS: Record<RouteContract['access'], string> = {
  public: 'Anyone.',
  'sign-in-proof': "The sign-in service's ID token for that email, as the bearer token.",
  'signed-in': "A signed-in account: the shop's access token as the bearer token.",
  admin: "An admin: the shop's access token of an admin account as the bearer token.",
};

const SECURITY: Record<RouteContract['access'], Json[]> = {
  public: [],
  'sign-in-proof': [{ signInProof: [] }],
  'signed-in': [{ shopToken: [] }],
  admin: [{ shopToken: [] }],
};

/**
 * A parameter arrives as text and is read as the type its checks name: a schema that takes a number
 * or its digits (`anyOf`) and then checks an integer is described as that integer.
 */
function asParameter({ anyOf, ...schema }: Json): Json {
  return anyOf && schema.type ? schema : { ...(anyOf ? { anyOf } : {}), ...schema };
}

/** Each entry of an object schema as an OpenAPI parameter of `place`. */
function parameters(schema: v.GenericSchema | undefined, place: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || (object.required ?? []).includes(name),
    schema: asParameter(property),
  }));
}

function requestBody(route: RouteContract): Json | undefined {
  if (!route.body) return undefined;
  // The bytes of a picture, sent with any content type: the server reads what they are.
  if (route.rawBody) return { required: true, content: { 'image/*': { schema: {} }, 'application/octet-stream': { schema: {} } } };
  const schema = jsonSchema(route.body);
  // A body the route may go without (its schema takes none) is not required.
  return { required: !v.is(route.body, undefined), content: { 'application/json': { schema } } };
}

/** What each failure status means, for the statuses a route's description names. */
const NAMED_FAILURES: Record<string, string> = {
  '402': 'The card payment did not go through: `payment_failed`, with the reason.',
  '403': 'The caller may not do this: `forbidden`.',
  '404': 'Nothing is there: `not_found`.',
  '409': 'The record is not in a state that allows it: `conflict`, saying why.',
};

/** The failures a route can answer: those of every route of its kind, and those its description names. */
function errorResponses(route: RouteContract): Json {
  const failure = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });
  const named = Object.fromEntries([...new Set(route.doc.match(/\b40[2349]\b/g) ?? [])].map((status) => [status, failure(NAMED_FAILURES[status])]));
  return {
    ...named,
    '400': failure('The request is not valid: `invalid_data`, with a message saying what is wrong.'),
    ...(route.access !== 'public' && { '401': failure('No valid token, or a session that has ended: `unauthorized`.') }),
    ...(route.access === 'admin' || route.access === 'signed-in' ? { '403': failure('The caller may not do this (not an admin, or not their own): `forbidden`.') } : {}),
    ...(route.params && { '404': failure('Nothing has that id or email: `not_found`.') }),
    ...(route.body && { '413': failure('The body is longer than the route takes.') }),
    ...(route.rateLimit && {
      '429': { ...failure('Past a per-minute limit: `too_many_requests`.'), headers: { 'Retry-After': { description: 'Seconds until the call may be made again.', schema: { type: 'integer' } } } },
    }),
    '500': failure('The shop failed: `internal`; nothing was half done.'),
  };
}

function operation(name: RouteName, route: RouteContract, area: string): Json {
  const notes = [
    route.doc.charAt(0).toUpperCase() + route.doc.slice(1) + '.',
    `**Access:** ${ACCESS[route.access]}`,
    route.rateLimit ? `**Limit:** counted per account and per client address with the other \`${route.rateLimit}\` calls.` : '',
    route.cacheable ? '**Cache:** answered from a two-second cache on each server.' : '',
  ];
  return {
    operationId: name,
    summary: summaryOf(name),
    description: notes.filter(Boolean).join('\n\n'),
    tags: [area],
    security: SECURITY[route.access],
    'x-access': route.access,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body && { requestBody: requestBody(route) }),
    responses: {
      [String(route.status ?? 200)]: { description: 'Done.', content: { 'application/json': { schema: jsonSchema(route.response) } } },
      ...errorResponses(route),
    },
  };
}

/** The contract's `:id` as OpenAPI's `{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** Routes mounted beside the contract's, described here. */
const OTHER_PATHS: Json = {
  '/api/openapi.json': {
    get: { operationId: 'getOpenApi', summary: 'This document', tags: ['Reference'], security: [], responses: { '200': { description: 'The OpenAPI 3.1 document of the API.' } } },
  },
  '/api/docs': {
    get: { operationId: 'getApiReference', summary: 'The API reference page', tags: ['Reference'], security: [], responses: { '200': { description: 'This document as a page to read.', content: { 'text/html': {} } } } },
  },
  '/api/stripe/webhook': {
    post: {
      operationId: 'stripeWebhook',
      summary: "Stripe's events",
      description: "Stripe's signed events (an intent succeeded), mounted only when Stripe is the card provider. The signature covers the exact bytes sent.",
      tags: ['Payments'],
      security: [],
      requestBody: { required: true, content: { 'application/json': {} } },
      responses: { '200': { description: 'The event was taken.' }, '400': { description: 'The signature is not valid.', content: { 'application/json': { schema: ERROR } } } },
    },
  },
};

/** The API as an OpenAPI 3.1 document, from the contract: every route with its access, input, answer and failures. */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const [area, areaRoutes] of Object.entries(routeAreas)) {
    for (const [name, route] of Object.entries(areaRoutes) as [RouteName, RouteContract][]) {
      const path = openApiPath(route.path);
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(name, routes[name], area) };
    }
  }
  for (const [path, item] of Object.entries(OTHER_PATHS)) paths[path] = { ...paths[path], ...(item as Json) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hartwell Tools shop API',
      version: API_VERSION,
      description:
        'JSON under `/api`. Every failure answers `{ "type", "message" }`; the message is written for people and may be shown as it is. ' +
        'Calls for a signed-in account or an admin take `Authorization: Bearer <access token>`, the token `PUT /api/user/{email}` answers; each call says who may make it. ' +
        "The server reads the caller's role from the database on each call, so a role change or a removal counts at once.",
    },
    tags: [...Object.keys(routeAreas).map((name) => ({ name })), { name: 'Reference' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorSchema) },
      securitySchemes: {
        shopToken: { type: 'http', scheme: 'bearer', description: "The shop's access token, from `PUT /api/user/{email}`." },
        signInProof: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token', description: "The sign-in service's ID token of a verified sign-in." },
      },
    },
  };
}
