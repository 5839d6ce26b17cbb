// What the shop takes as a product picture, and what it says of one it does not.

/** The largest picture the shop takes, in bytes; the browser says so before uploading. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageTooLarge = 'The picture is too large: keep it under 5 MB';

/** What the shop says of bytes that are not a picture it takes: the formats README.md lists. */
export const notAPicture = 'That file is not a picture: upload a JPEG, PNG, WebP, GIF or AVIF image';
