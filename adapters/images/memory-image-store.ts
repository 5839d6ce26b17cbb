import { randomUUID } from 'node:crypto';
import { type ImageStore } from '../../core/ports/driven/image-store';
import { preparePicture, PICTURE_TYPE } from './prepare-picture';

/** A kept picture as a server would answer it. */
export interface StoredPicture {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Product pictures kept in this process's memory, checked and resized as on disk: for tests and
 * throw-away shops, where nothing should outlive the process. The server serves one through `read`.
 */
export class MemoryImageStore implements ImageStore {
  private readonly pictures = new Map<string, Uint8Array>();

  constructor(private readonly urlPrefix = '/images') {}

  async save(bytes: Uint8Array) {
    const picture = await preparePicture(bytes);
    const name = `${randomUUID()}${PICTURE_TYPE.extension}`;
    this.pictures.set(name, picture);
    return { url: `${this.urlPrefix}/${name}` };
  }

  /** The picture kept at `url` (as `save` answered it), or null when there is none. */
  read(url: string): StoredPicture | null {
    if (!url.startsWith(`${this.urlPrefix}/`)) return null;
    const bytes = this.pictures.get(url.slice(this.urlPrefix.length + 1));
    return bytes ? { bytes, contentType: PICTURE_TYPE.contentType } : null;
  }

  /** How many pictures are kept. */
  get size() {
    return this.pictures.size;
  }
}
