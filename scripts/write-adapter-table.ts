// `npm run adapter-table`: writes the README's table of adapters from the registry (adapters/node/adapter-families.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { ADAPTER_TABLE_END, ADAPTER_TABLE_START, adapterTable } from '../adapters/node/adapter-table';

const readme = readFileSync('README.md', 'utf8');
const start = readme.indexOf(ADAPTER_TABLE_START);
const end = readme.indexOf(ADAPTER_TABLE_END);
if (start < 0 || end < start) throw new Error(`README.md needs the lines ${ADAPTER_TABLE_START} and ${ADAPTER_TABLE_END} around the adapters' table`);
writeFileSync('README.md', `${readme.slice(0, start + ADAPTER_TABLE_START.length)}\n${adapterTable()}\n${readme.slice(end)}`);
