import { imageTooLarge, MAX_IMAGE_BYTES, notAPicture } from '../../core/domain/picture';
import { invalidData } from '../../core/shop/errors';
import { isAcceptedPicture } from './accepted-pictures';

/** What a product picture is kept as, whatever store keeps it. */
export const PICTURE_TYPE = { contentType: 'image/webp', extension: '.webp' } as const;

/** The box a kept picture fits within, in pixels: larger ones are scaled down, smaller ones kept as they are. */
export const PICTURE_BOX = { width: 1200, height: 900 } as const;

// More pixels than any photograph the shop needs: a small file that unpacks into a huge image is refused.
const MAX_PIXELS = 40_000_000;

/**
 * The one check and resize every image store does before keeping a picture: the bytes must be a
 * JPEG, PNG, WebP, GIF or AVIF by their content (never by a name or a stated type), under the size
 * limit; the picture is turned upright, fitted within PICTURE_BOX and encoded as WebP.
 * Throws `invalid_data` with the shop's own message otherwise.
 */
export async function preparePicture(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength === 0) throw invalidData(notAPicture);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw invalidData(imageTooLarge);
  // sharp and its native libvips load with the first picture, not with every start (some 30 MB resident).
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!metadata || !isAcceptedPicture(metadata)) throw invalidData(notAPicture);
  const webp = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
    .rotate()
    .resize({ ...PICTURE_BOX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw invalidData(notAPicture);
    });
  return new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
}
