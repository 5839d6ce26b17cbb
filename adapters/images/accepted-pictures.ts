import type { Metadata } from 'sharp';

const plainFormats = new Set<string>(['jpeg', 'png', 'webp', 'gif']);

/**
 * Whether sharp's reading of the bytes is a picture the shop takes: JPEG, PNG, WebP, GIF or AVIF.
 * sharp names AVIF `heif` with AV1 compression; HEIC (`heif` with HEVC) and anything else are refused.
 */
export const isAcceptedPicture = ({ format, compression }: Pick<Metadata, 'format' | 'compression'>) =>
  plainFormats.has(format) || (format === 'heif' && compression === 'av1');
