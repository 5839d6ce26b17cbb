import * as v from 'valibot';
import { routes, type RouteContract } from '../../../core/contract';
import { openApiPath } from './openapi-document';

const WHO: Record<RouteContract['access'], string> = {
  public: 'anyone',
  'sign-in-proof': 'a sign-in (Firebase ID token)',
  'signed-in': 'signed in',
  admin: 'admin',
};

/** An object schema's keys as `{ a, b? }` (optional ones marked), or null for any other schema. */
function keysOf(schema: v.GenericSchema | undefined): string | null {
  const inner = schema?.type === 'optional' ? (schema as unknown as { wrapped: v.GenericSchema }).wrapped : schema;
  const entries = (inner as { entries?: Record<string, v.GenericSchema> } | undefined)?.entries;
  if (!entries) return null;
  const keys = Object.entries(entries).map(([key, entry]) => (entry.type === 'optional' ? `${key}?` : key));
  return `{ ${keys.join(', ')} }`;
}

function callOf(route: RouteContract) {
  const query = keysOf(route.query);
  const path = openApiPath(route.path) + (query ? `?${query.slice(2, -2).replace(/\?/g, '').split(', ').map((key) => `${key}=`).join('&')}` : '');
  const keys = keysOf(route.body);
  const body = route.rawBody ? 'the bytes as the body' : keys && `\`${keys}\`${route.body && v.is(route.body, undefined) ? ' or nothing' : ''}`;
  return `\`${route.method} ${path}\`` + (body ? ` with ${body}` : '');
}

/** The lines around the table in README.md, which `npm run api-table` writes between. */
export const API_TABLE_START = '<!-- api-table: written by npm run api-table from core/contract.ts -->';
export const API_TABLE_END = '<!-- api-table end -->';

/** The README's table of the API: one row a route, from the contract. */
export function routeTable() {
  const rows = Object.values(routes as Record<string, RouteContract>).map((route) => `| ${callOf(route)} | ${WHO[route.access]} | ${route.doc.replace(/\|/g, '\\|')} |`);
  return ['| call | who | answer |', '|---|---|---|', ...rows].join('\n');
}
