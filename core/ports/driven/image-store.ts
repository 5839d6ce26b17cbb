/** Where product pictures are kept; answers the URL a page shows them from. */
export interface ImageStore {
  /**
   * Checks the bytes are a picture (by their content, not their name), resizes it and keeps it.
   * Throws `invalid_data` for anything that is not a supported picture or is too large.
   */
  save(bytes: Uint8Array): Promise<{ url: string }>;
}
