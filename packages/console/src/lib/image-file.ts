/** What the server stores as an image (packages/protocol UPLOAD_MAX_BYTES; PNG or JPEG, checked from the bytes). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export type ImageReading = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'size' | 'unreadable' };

/**
 * A chosen file as a `data:image/…;base64,` URL, read in the browser: the admin API takes images
 * as base64 in `image`. A file of another type, or over 2 MB (or the picture's own smaller
 * limit: a logo's), is refused before it is read.
 */
export async function readImageFile(file: Blob, maxBytes = IMAGE_MAX_BYTES): Promise<ImageReading> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? { ok: true, dataUrl: reader.result } : { ok: false, reason: 'unreadable' });
    };
    reader.onerror = () => {
      resolve({ ok: false, reason: 'unreadable' });
    };
    reader.readAsDataURL(file);
  });
}

/** A form's image field as a change sends it: a newly chosen file (a data URL), never the stored picture's address back. */
export const newImageOf = (image: string | undefined): { image?: string } => (image?.startsWith('data:') === true ? { image } : {});
