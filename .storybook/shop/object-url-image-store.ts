import { type ImageStore } from '../../core/ports/driven/image-store';
import { imageTooLarge, MAX_IMAGE_BYTES, notAPicture } from '../../core/domain/picture';
import { invalidData } from '../../core/shop/errors';

/** Pictures kept in the page as object URLs; the browser's own decoder tells a picture from other bytes. */
export class ObjectUrlImageStore implements ImageStore {
  readonly saved: string[] = [];

  async save(bytes: Uint8Array) {
    if (bytes.byteLength === 0) throw invalidData(notAPicture);
    if (bytes.byteLength > MAX_IMAGE_BYTES) throw invalidData(imageTooLarge);
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>]);
    const bitmap = await createImageBitmap(blob).catch(() => null);
    if (!bitmap) throw invalidData(notAPicture);
    bitmap.close();
    const url = URL.createObjectURL(blob);
    this.saved.push(url);
    return { url };
  }
}
