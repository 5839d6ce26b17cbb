import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mailTransportContract } from '../../tests/contracts/mail-transport.contract';
import { JsonFileMailTransport, type MailFile } from './json-file-mail-transport';

mailTransportContract('JSON files', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-mail-files-'));
  const dir = path.join(root, 'sent');
  return {
    transport: new JsonFileMailTransport({ dir, from: 'Hartwell Tools <shop@hartwell.example>' }),
    // As an integrator reads them: every .json file in the folder, by name.
    received: async () => {
      const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
      return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as MailFile));
    },
    // A file where the folder should be: nothing can be written there, not even by root.
    refuse: async () => writeFileSync(dir, 'not a folder'),
    dispose: async () => rmSync(root, { recursive: true, force: true }),
  };
});
