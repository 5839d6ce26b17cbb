import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageStoreContract } from '../../tests/contracts/image-store.contract';
import { LocalImageStore } from './local-image-store';

// A folder of its own and another URL prefix than the server's default: pictures kept anywhere.
imageStoreContract('local folder', async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-pictures-')), 'kept');
  const prefix = '/media/pictures';
  return {
    store: new LocalImageStore(dir, prefix),
    // As the server's static route answers: the file named by the URL, its type by its extension.
    read: async (url) => {
      if (!url.startsWith(`${prefix}/`)) return null;
      const file = path.join(dir, path.basename(url));
      const bytes = await readFile(file).catch(() => null);
      return bytes && { bytes, contentType: path.extname(file) === '.webp' ? 'image/webp' : 'application/octet-stream' };
    },
    count: async () => (await readdir(dir)).length,
    dispose: async () => rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
});
