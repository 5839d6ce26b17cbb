import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageStore } from '../../core/ports/driven/image-store';
import { preparePicture, PICTURE_TYPE } from './prepare-picture';

/**
 * Product pictures as files in one folder (by default under the data directory, served by the
 * shop itself at `urlPrefix`), each checked and resized by preparePicture first.
 */
export class LocalImageStore implements ImageStore {
  constructor(
    private readonly dir: string,
    private readonly urlPrefix = '/images',
  ) {
    mkdirSync(dir, { recursive: true });
  }

  async save(bytes: Uint8Array) {
    const picture = await preparePicture(bytes);
    const name = `${randomUUID()}${PICTURE_TYPE.extension}`;
    // A new name each time: no page can ask for the file before its URL is answered.
    await writeFile(path.join(this.dir, name), picture, { flag: 'wx' });
    return { url: `${this.urlPrefix}/${name}` };
  }
}
