import { readFileSync } from 'node:fs';

export const GUIDE = 'docs/swapping-adapters.md';

// A block that shows a file of the repository as it is: ```ts file=path … ```
const FILE_BLOCK = /```ts file=(\S+)\n[\s\S]*?```/g;

/** The guide with each `file=` block holding that file as it is now. */
export function guideWithCode(guide: string, read = (file: string) => readFileSync(file, 'utf8')): string {
  return guide.replace(FILE_BLOCK, (_block, file: string) => `\`\`\`ts file=${file}\n${read(file).trimEnd()}\n\`\`\``);
}
