import { KYC_DOCUMENT_MAX_BYTES } from '@meridian/protocol';

/** What the server keeps a document picture as, read from its bytes (packages/server/src/kyc/document-picture.ts). */
const KYC_PICTURE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The limit in whole megabytes, as the messages say it. */
export const KYC_DOCUMENT_MAX_MB = KYC_DOCUMENT_MAX_BYTES / (1024 * 1024);

/** A chosen picture ready to upload, or the catalog key of why it is refused before it is sent. */
export type KycPictureFile = { ok: true; image: string } | { ok: false; refusal: 'kyc.pictureTooLarge' | 'kyc.notAPicture' | 'kyc.pictureUnreadable' };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The picture could not be read'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The picture could not be read'));
    };
    reader.readAsDataURL(file);
  });
}

/**
 * The member's picture as a data URL, as it is (the server turns it upright, scales it and strips
 * its metadata). Refused here when it is too large or claims to be something other than a picture:
 * megabytes on a phone's network only to hear the server refuse them. A file that claims no type
 * is sent: the server reads what it is from its bytes.
 */
export async function kycPictureFile(file: File): Promise<KycPictureFile> {
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return { ok: false, refusal: 'kyc.pictureTooLarge' };
  if (file.type !== '' && !KYC_PICTURE_TYPES.includes(file.type)) return { ok: false, refusal: 'kyc.notAPicture' };
  try {
    return { ok: true, image: await readAsDataUrl(file) };
  } catch {
    return { ok: false, refusal: 'kyc.pictureUnreadable' };
  }
}
