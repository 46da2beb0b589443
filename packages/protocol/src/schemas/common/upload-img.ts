import { z } from 'zod/mini';

/** Largest image accepted, in bytes once decoded. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Where the server serves what members and operators upload (`/uploads/<file>`). */
export const UPLOADS_URL_PREFIX = '/uploads/';
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** An image as a data URL inside the envelope, like every other payload. */
export const ZUploadImgRequest = z.object({
  image: z.string().check(
    z.maxLength(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64, { message: 'rule.imageTooLarge' }),
    z.regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/, { message: 'rule.imageType' }),
  ),
});
export const ZUploadImgResponse = z.object({ url: z.string() });

/** How many bytes a base64 data URL holds once decoded, without decoding it (the app checks before sending). */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
