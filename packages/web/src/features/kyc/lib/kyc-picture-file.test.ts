import { KYC_DOCUMENT_MAX_BYTES } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { kycPictureFile } from './kyc-picture-file';

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];

describe('a document picture chosen on the device', () => {
  it('is read as a data URL of its own bytes', async () => {
    const picture = await kycPictureFile(new File([new Uint8Array(JPEG_START)], 'front.jpg', { type: 'image/jpeg' }));
    expect(picture).toEqual({ ok: true, image: 'data:image/jpeg;base64,/9j/4A==' });
  });

  it('is refused before sending when it is larger than the server takes', async () => {
    const picture = await kycPictureFile(new File([new Uint8Array(KYC_DOCUMENT_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(picture).toEqual({ ok: false, refusal: 'kyc.pictureTooLarge' });
  });

  it('is refused before sending when it says it is not a picture the server keeps', async () => {
    expect(await kycPictureFile(new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' }))).toEqual({ ok: false, refusal: 'kyc.notAPicture' });
    expect(await kycPictureFile(new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }))).toEqual({ ok: false, refusal: 'kyc.notAPicture' });
  });

  it('is sent when it claims no type, for the server to judge by its bytes', async () => {
    const picture = await kycPictureFile(new File([new Uint8Array(JPEG_START)], 'front', { type: '' }));
    expect(picture.ok).toBe(true);
  });
});
