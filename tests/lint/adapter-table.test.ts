import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ADAPTER_TABLE_END, ADAPTER_TABLE_START, adapterTable } from '../../adapters/node/adapter-table';

it("the README's table of adapters is the registry's (npm run adapter-table writes it)", () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const table = readme.slice(readme.indexOf(ADAPTER_TABLE_START) + ADAPTER_TABLE_START.length, readme.indexOf(ADAPTER_TABLE_END)).trim();
  expect(table).toBe(adapterTable());
});
