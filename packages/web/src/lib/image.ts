import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, dataUrlBytes } from '@meridian/protocol';

/** Longest side of an avatar once scaled: larger pictures only cost upload time. */
const AVATAR_MAX_SIDE = 512;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The image could not be read'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The image could not be read'));
    };
    reader.readAsDataURL(blob);
  });
}

/**
 * A picture from the member's device as a data URL, scaled down so its longest side is at most
 * `maxSide` px (512, an avatar's, unless given; as PNG when it has transparency to keep, else JPEG).
 * Phones' photos are many megabytes; the upload limit is 2 MB.
 */
async function imageForUpload(file: File, maxSide: number = AVATAR_MAX_SIDE): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return readAsDataUrl(file);
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (context === null) return readAsDataUrl(file);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL(file.type === 'image/png' ? 'image/png' : 'image/jpeg', 0.9);
}

/** A picture the member chose, ready to upload, or the catalog key of why it cannot be. */
export type PictureForUpload = { ok: true; image: string } | { ok: false; refusal: 'rule.imageType' | 'rule.imageTooLarge' };

/**
 * The member's picture as uploadImg takes it: of a type the server accepts, scaled (see
 * imageForUpload), and within the upload limit. Refused here rather than sent: megabytes on a
 * phone's network only to hear "too large" (and the server takes nothing larger anyway).
 */
export async function pictureForUpload(file: File, maxSide?: number): Promise<PictureForUpload> {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return { ok: false, refusal: 'rule.imageType' };
  let image: string;
  try {
    image = await imageForUpload(file, maxSide);
  } catch {
    return { ok: false, refusal: 'rule.imageType' };
  }
  return dataUrlBytes(image) > UPLOAD_MAX_BYTES ? { ok: false, refusal: 'rule.imageTooLarge' } : { ok: true, image };
}
