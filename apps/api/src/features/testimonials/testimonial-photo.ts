import sharp from 'sharp';
import { sniffContent, HEAD_BYTES } from '../../platform/documents/content-sniff';
import { AppError } from '../../platform/errors/app-error';

/**
 * A testimonial's photo: checked by its bytes (JPEG or PNG, whatever its name or the browser says), then
 * decoded and written again as a JPEG of at most 800 × 800 pixels. Writing it again is what strips its
 * metadata — EXIF (camera, GPS position, date), XMP, IPTC, comments, PNG text chunks — since only pixels
 * pass through; the EXIF orientation is applied to the pixels first, so a phone's portrait stays upright.
 * sharp (libvips, shipped inside its npm package) refuses images of more than 40 megapixels before
 * decoding them, so a small file cannot expand into gigabytes.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_SIDE = 800;

export interface CleanPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

export function photoKind(head: Buffer): 'jpeg' | 'png' | null {
  const kind = sniffContent(head.subarray(0, HEAD_BYTES));
  return kind.family === 'jpeg' || kind.family === 'png' ? kind.family : null;
}

export async function cleanPhoto(bytes: Buffer): Promise<CleanPhoto> {
  if (!photoKind(bytes)) throw new AppError(415, 'testimonial-photo-type');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw new AppError(400, 'testimonial-photo-unreadable');
  }
}
