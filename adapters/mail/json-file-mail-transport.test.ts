import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JsonFileMailTransport } from './json-file-mail-transport';

const FROM = 'Hartwell Tools <shop@hartwell.example>';
const message = (n: number) => ({ to: `reader${n}@example.com`, subject: `Message ${n}`, html: `<p>Message ${n}</p>`, text: `Message ${n}` });

describe('mail written as JSON files', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-mail-files-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes one file per message with its sender and when it was sent, named so that a listing reads oldest first, and no half-written file', async () => {
    const dir = path.join(root, 'a', 'b');
    const transport = new JsonFileMailTransport({ dir, from: FROM });
    // Sent within one millisecond as often as not: their names still list them in the order sent.
    for (const n of [1, 2, 3]) await transport.send(message(n));
    const names = readdirSync(dir).sort();
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-\d{9}-[0-9a-f-]{36}\.json$/);
    const files = names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
    expect(files.map((f) => f.subject)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(files[0]).toEqual({ from: FROM, ...message(1), replyTo: null, sentAt: expect.stringMatching(/^\d{4}-.*Z$/) });
  });
});
