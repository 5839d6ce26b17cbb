import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageTooLarge, MAX_IMAGE_BYTES, notAPicture } from '../../core/domain/picture';
import type { ImageStore } from '../../core/ports/driven/image-store';
import { isShopError } from '../../core/shop/errors';

export interface ImageStoreHarness {
  store: ImageStore;
  /** What a page loading `url` receives, as the shop serves it; null when nothing is kept there. */
  read(url: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** How many pictures the store keeps: a refused file adds none. */
  count(): Promise<number>;
  /** Removes what the harness made (a folder, a bucket). */
  dispose?(): Promise<void>;
}

const orange = { r: 194, g: 65, b: 12 };
const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: orange } });

/** The formats the shop takes, each a small picture as a camera or an editor would save it. */
const acceptedPictures = async () =>
  ({
    jpeg: await canvas(64, 48).jpeg().toBuffer(),
    png: await canvas(64, 48).png().toBuffer(),
    webp: await canvas(64, 48).webp().toBuffer(),
    gif: await canvas(64, 48).gif().toBuffer(),
    avif: await canvas(64, 48).avif().toBuffer(),
  }) as const;

/**
 * A HEIC as sharp reads it (HEIF with HEVC): an AVIF whose file type box names the `heic` brand.
 * sharp's own build cannot write HEVC, and the brand is what tells the two apart.
 */
async function heic() {
  const avif = Buffer.from(await canvas(64, 48).avif().toBuffer());
  for (let at = avif.indexOf('avif'); at >= 0 && at < 32; at = avif.indexOf('avif')) avif.write('heic', at, 'latin1');
  return avif;
}

/** A real PNG over the size limit: stored without compression, so its bytes are its pixels. */
const oversizedPng = () => canvas(1400, 1300).png({ compressionLevel: 0 }).toBuffer();

/** A PNG of a few kilobytes that unpacks into 100 million pixels (a decompression bomb). */
function pixelBomb() {
  const side = 10_000;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, no interlace
  const rows = Buffer.alloc(side * (1 + side / 8)); // every row: filter 0, then all black
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** Expects `saving` to be refused as the shop's invalid_data with `message`. */
async function expectRefused(saving: Promise<unknown>, message: string, what: string) {
  const error = await saving.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isShopError(error) ? { type: error.type, message: error.message } : error, what).toEqual({ type: 'invalid_data', message });
}

/** What every ImageStore must do, wherever it keeps the pictures. */
export function imageStoreContract(name: string, open: () => Promise<ImageStoreHarness>) {
  describe(`ImageStore contract: ${name}`, () => {
    let harness: ImageStoreHarness;
    let store: ImageStore;

    beforeEach(async () => {
      harness = await open();
      store = harness.store;
    });
    afterEach(() => harness.dispose?.());

    /** The picture kept at `url`, as sharp reads it. */
    async function kept(url: string) {
      const served = await harness.read(url);
      expect(served, `nothing is served at ${url}`).not.toBeNull();
      expect(served!.contentType).toBe('image/webp');
      return sharp(served!.bytes).metadata();
    }

    it('keeps a JPEG, PNG, WebP, GIF and AVIF as WebP, each at a URL of its own where it can be read', async () => {
      const urls: string[] = [];
      for (const [format, bytes] of Object.entries(await acceptedPictures())) {
        const { url } = await store.save(bytes);
        expect(await kept(url), format).toMatchObject({ format: 'webp', width: 64, height: 48 });
        urls.push(url);
      }
      expect(new Set(urls).size).toBe(5);
      expect(await harness.count()).toBe(5);
    });

    it('fits a large picture within 1200 x 900 keeping its shape, and never enlarges a small one', async () => {
      const cases = [
        [3000, 2000, 1200, 800],
        [1000, 2000, 450, 900],
        [1200, 900, 1200, 900],
        [300, 200, 300, 200],
      ] as const;
      for (const [width, height, keptWidth, keptHeight] of cases) {
        const { url } = await store.save(await canvas(width, height).jpeg().toBuffer());
        expect(await kept(url), `${width} x ${height}`).toMatchObject({ width: keptWidth, height: keptHeight });
      }
    });

    it("turns a photograph upright as its camera's orientation says", async () => {
      const sideways = await canvas(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const { url } = await store.save(sideways);
      expect(await kept(url)).toMatchObject({ width: 100, height: 200 });
    });

    it('refuses what is not a picture it takes, whatever the bytes are, and keeps nothing', async () => {
      const png = await canvas(64, 48).png().toBuffer();
      const refused: [string, Uint8Array][] = [
        ['text', new TextEncoder().encode('hello')],
        ['no bytes', new Uint8Array(0)],
        ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
        ['TIFF', await canvas(64, 48).tiff().toBuffer()],
        ['HEIC', await heic()],
        ['a PNG cut short', png.subarray(0, Math.floor(png.length / 2))],
        ['100 megapixels in a few kilobytes', pixelBomb()],
      ];
      for (const [what, bytes] of refused) await expectRefused(store.save(bytes), notAPicture, what);
      expect(await harness.count()).toBe(0);
    });

    it('refuses a picture over the size limit with its own message, and keeps nothing', async () => {
      const bytes = await oversizedPng();
      expect(bytes.byteLength).toBeGreaterThan(MAX_IMAGE_BYTES);
      await expectRefused(store.save(bytes), imageTooLarge, 'over the limit');
      expect(await harness.count()).toBe(0);
    });
  });
}
