/**
 * A received photo decoded and written again: turned upright by its EXIF orientation and
 * re-encoded in its own format without any metadata (EXIF, GPS location, XMP, comments), so
 * what is kept is pixels only. A file over the pixel limit is refused by its header, before
 * decoding; a truncated or broken one by the decoder.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import sharp from 'sharp';
import { photoRules } from '../../src/domain/registration/contract';
import type { PhotoType } from './photos';

export class PhotoError extends Error {
  constructor(readonly reason: 'pixels' | 'broken') {
    super(reason);
  }
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  size: number;
  sha256: string;
}

/**
 * 'error' stops on truncation and on damaged data; 'warning' (stricter) would also refuse the
 * harmless warnings some phones' encoders leave in good photos.
 */
const failOn = 'error';

export async function processPhoto(input: string, type: PhotoType, output: string): Promise<ProcessedPhoto> {
  let header;
  try {
    header = await sharp(input, { limitInputPixels: false, failOn }).metadata();
  } catch {
    throw new PhotoError('broken');
  }
  if (!header.width || !header.height) throw new PhotoError('broken');
  if (header.width * header.height > photoRules.maxPixels) throw new PhotoError('pixels');
  try {
    // No keepMetadata()/withMetadata(): sharp writes none of the input's metadata.
    const image = sharp(input, { limitInputPixels: photoRules.maxPixels, failOn, autoOrient: true });
    const encoded = type === 'image/png' ? image.png() : image.jpeg({ quality: 90, mozjpeg: false });
    const info = await encoded.toFile(output);
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(output)) hash.update(chunk as Buffer);
    return { width: info.width, height: info.height, size: info.size, sha256: hash.digest('hex') };
  } catch {
    throw new PhotoError('broken');
  }
}
