import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { API_TABLE_END, API_TABLE_START, routeTable } from '../../adapters/http/reference/route-table';

it("the README's table of the API is the contract's (npm run api-table writes it)", () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const table = readme.slice(readme.indexOf(API_TABLE_START) + API_TABLE_START.length, readme.indexOf(API_TABLE_END)).trim();
  expect(table).toBe(routeTable());
});
