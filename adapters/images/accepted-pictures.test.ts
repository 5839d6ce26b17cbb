import { describe, expect, it } from 'vitest';
import { isAcceptedPicture } from './accepted-pictures';

describe('the pictures the shop takes, as sharp reads them', () => {
  it('takes JPEG, PNG, WebP, GIF, and AVIF (HEIF with AV1)', () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) expect(isAcceptedPicture({ format }), format).toBe(true);
    expect(isAcceptedPicture({ format: 'heif', compression: 'av1' })).toBe(true);
  });

  it('refuses HEIC (HEIF with HEVC), TIFF, SVG and the rest', () => {
    expect(isAcceptedPicture({ format: 'heif', compression: 'hevc' })).toBe(false);
    expect(isAcceptedPicture({ format: 'heif' })).toBe(false);
    for (const format of ['tiff', 'svg', 'pdf', 'jp2', 'jxl', 'raw'] as const) expect(isAcceptedPicture({ format }), format).toBe(false);
  });
});
