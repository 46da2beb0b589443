import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@meridian/protocol';
import { said, type Said } from '../i18n/console/console-translate.js';
import { detectImageType } from '../modules/common/image-type.js';
import { UPLOADS_URL_PREFIX } from '../static/avatars.js';
import { uploadsDir } from '../static/uploads.js';

/**
 * Images the operator uploads (banners, goods, activity covers) are kept beside the members'
 * uploads, in `DATA_DIR/uploads`, and referenced by their path on this server (`/uploads/<file>`):
 * the app never loads a picture from elsewhere.
 */
export type StoredImage = { ok: true; path: string } | ({ ok: false } & Said);

/**
 * Stores base64 PNG or JPEG bytes; anything else (by its magic numbers, not its name) is refused,
 * as is an image over `maxBytes` (UPLOAD_MAX_BYTES unless the picture has a smaller limit: a logo).
 */
export async function storeOperatorImage(dataDir: string | undefined, base64: string, maxBytes = UPLOAD_MAX_BYTES): Promise<StoredImage> {
  if (dataDir === undefined) return { ok: false, ...said('image.noDataDir') };
  const bytes = Buffer.from(base64.slice(base64.indexOf(',') + 1), 'base64');
  if (bytes.length > maxBytes) {
    return { ok: false, ...said('image.tooLarge', { bytes: bytes.length, max: maxBytes }) };
  }
  const type = detectImageType(bytes);
  if (type === null || (type.extension !== 'png' && type.extension !== 'jpg')) {
    return { ok: false, ...said('image.notPngOrJpeg') };
  }
  const folder = uploadsDir(dataDir);
  await mkdir(folder, { recursive: true });
  const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await writeFile(path.join(folder, fileName), bytes, { flag: 'wx' });
  return { ok: true, path: `${UPLOADS_URL_PREFIX}${fileName}` };
}

/** Which of the server's generated pictures an item without one shows: chosen by its name, so it never changes. */
export function pictureFor(seedText: string, count: number): number {
  return (createHash('sha256').update(seedText).digest().readUInt32BE(0) % count) + 1;
}

/**
 * The operator's image when given; else one of the pictures the server draws for the demo data
 * (`generated`), like the seeded goods and activities have.
 */
export async function imageOrGenerated(dataDir: string | undefined, image: string | undefined, generated: string): Promise<StoredImage> {
  return image === undefined ? { ok: true, path: generated } : storeOperatorImage(dataDir, image);
}
