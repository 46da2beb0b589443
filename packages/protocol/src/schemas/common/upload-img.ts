import { z } from 'zod/mini';

/** Largest image accepted, in bytes once decoded. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** An image as a data URL inside the envelope, like every other payload. */
export const ZUploadImgRequest = z.object({
  image: z.string().check(
    z.maxLength(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64, { message: 'rule.imageTooLarge' }),
    z.regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/, { message: 'rule.imageType' }),
  ),
});
export const ZUploadImgResponse = z.object({ url: z.string() });
