import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// libvips' operation cache keeps recent images for reuse: no two members' pictures are alike, so
// it would only hold memory (the server's RSS grew with every upload while it was on).
sharp.cache(false);

/** The largest picture a member may send, as sent (a phone's camera gives 2 to 6 MB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Kept at most this many pixels on the long side: a document stays legible, a file stays small, and a phone's 4,000-pixel picture is decoded at half size (JPEG's shrink-on-load), the most of an upload's time. */
const LONG_SIDE_MAX = 2000;
/** What a document picture may be, read from its bytes. */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type PictureProblem = 'tooLarge' | 'notAPicture' | 'unreadable';

/**
 * A member's picture of a document, made safe to keep: refused when too large or when its bytes
 * are not a JPEG, PNG or WebP (whatever its name or its claimed type says: a renamed program is
 * refused), then decoded and encoded again as JPEG, turned upright by its EXIF orientation, with
 * every metadata block (EXIF, GPS position, the camera's serial, XMP) left behind.
 */
export async function cleanDocumentPicture(bytes: Buffer): Promise<{ picture: Buffer } | { problem: PictureProblem }> {
  if (bytes.length > DOCUMENT_MAX_BYTES) return { problem: 'tooLarge' };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !PICTURE_TYPES.has(type.mime)) return { problem: 'notAPicture' };
  try {
    const picture = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: LONG_SIDE_MAX, height: LONG_SIDE_MAX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { picture };
  } catch {
    // A picture whose header passed but whose data does not decode (truncated, crafted).
    return { problem: 'unreadable' };
  }
}
