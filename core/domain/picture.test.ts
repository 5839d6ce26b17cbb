import { describe, expect, it } from 'vitest';
import { imageTooLarge, MAX_IMAGE_BYTES, notAPicture } from './picture';

describe('what the shop says of a picture it does not take', () => {
  it('gives the size limit it holds to, in megabytes', () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
    expect(imageTooLarge).toBe(`The picture is too large: keep it under ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  });

  it('names the formats to upload instead', () => {
    expect(notAPicture).toBe('That file is not a picture: upload a JPEG, PNG, WebP, GIF or AVIF image');
  });
});
