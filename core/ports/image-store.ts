/** The largest picture the shop takes, in bytes; the browser says so before uploading. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageTooLarge = 'The picture is too large: keep it under 5 MB';

/** What the shop says of bytes that are not a picture it takes: the formats README.md lists. */
export const notAPicture = 'That file is not a picture: upload a JPEG, PNG, WebP, GIF or AVIF image';

/** Where product pictures are kept; answers the URL a page shows them from. */
export interface ImageStore {
  /**
   * Checks the bytes are a picture (by their content, not their name), resizes it and keeps it.
   * Throws `invalid_data` for anything that is not a supported picture or is too large.
   */
  save(bytes: Uint8Array): Promise<{ url: string }>;
}
