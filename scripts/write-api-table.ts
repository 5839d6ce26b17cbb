// `npm run api-table`: writes the README's table of the API from the contract (core/contract.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { API_TABLE_END, API_TABLE_START, routeTable } from '../adapters/http/reference/route-table';

const readme = readFileSync('README.md', 'utf8');
const start = readme.indexOf(API_TABLE_START);
const end = readme.indexOf(API_TABLE_END);
if (start < 0 || end < start) throw new Error(`README.md needs the lines ${API_TABLE_START} and ${API_TABLE_END} around the API's table`);
writeFileSync('README.md', `${readme.slice(0, start + API_TABLE_START.length)}\n${routeTable()}\n${readme.slice(end)}`);
