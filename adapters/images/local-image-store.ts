import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type ImageStore } from '../../core/ports/driven/image-store';
import { imageTooLarge, MAX_IMAGE_BYTES, notAPicture } from '../../core/domain/picture';
import { invalidData } from '../../core/shop/errors';
import { isAcceptedPicture } from './accepted-pictures';

const MAX_PIXELS = 40_000_000;

/**
 * Product pictures on local disk under the data directory, served by the shop itself. Each is
 * checked by its bytes, turned upright, fitted within 1200 x 900 and kept as WebP.
 */
export class LocalImageStore implements ImageStore {
  constructor(
    private readonly dir: string,
    private readonly urlPrefix = '/images',
  ) {
    mkdirSync(dir, { recursive: true });
  }

  async save(bytes: Uint8Array) {
    if (bytes.byteLength === 0) throw invalidData(notAPicture);
    if (bytes.byteLength > MAX_IMAGE_BYTES) throw invalidData(imageTooLarge);
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .metadata()
      .catch(() => null);
    if (!metadata || !isAcceptedPicture(metadata)) throw invalidData(notAPicture);
    const name = `${randomUUID()}.webp`;
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: 1200, height: 900, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(path.join(this.dir, name))
      .catch(() => {
        throw invalidData(notAPicture);
      });
    return { url: `${this.urlPrefix}/${name}` };
  }
}
