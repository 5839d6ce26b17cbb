import type { AdapterFamily } from '../composition/adapter-registry';
import { shopFamilies } from './adapter-families';

export const ADAPTER_TABLE_START = '<!-- adapter-table: written by npm run adapter-table from adapters/node/adapter-families.ts -->';
export const ADAPTER_TABLE_END = '<!-- /adapter-table -->';

/** The variables an adapter's settings schema reads: its object's keys, under any checks piped after it. */
const variablesOf = (settings: unknown) => Object.keys((settings as { entries?: object }).entries ?? {}).filter((name) => name !== 'NODE_ENV');

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The README's table of adapters: each family, the setting that chooses, and each adapter with what it reads. */
export function adapterTable(families: Record<string, AdapterFamily> = shopFamilies): string {
  const rows = Object.values(families).flatMap((family) =>
    family.adapters.map((adapter) => {
      const variables = variablesOf(adapter.settings).map((name) => `\`${name}\``).join(', ');
      return `| ${family.name} | \`${family.setting}=${adapter.name}\` | ${cell(adapter.summary)} | ${variables || '—'} |`;
    }),
  );
  return ['| family | chosen by | what it is | its settings |', '|---|---|---|---|', ...rows].join('\n');
}
