// What both benchmarks share: waiting for a server they started, and printing and keeping a table.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.join('bench', 'results');

/** Waits until `url` answers 200, failing at once if the process serving it stops. */
export async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 60_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the process serving ${url} stopped`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    // Every 5 ms: a cold start is measured to its first answer, and a coarser poll would add up to its own interval.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The machine the figures were taken on, as a line of the report. */
export const machineLine = () => `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB.`;

/** Prints the report and keeps it as bench/results/<prefix><time>.md and <prefix>latest.md. */
export function publishReport(lines: string[], prefix = '') {
  const text = `${lines.join('\n')}\n`;
  console.log(text);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(RESULTS_DIR, `${prefix}${stamp}.md`), text);
  writeFileSync(path.join(RESULTS_DIR, `${prefix}latest.md`), text);
}
