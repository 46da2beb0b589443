import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cleanDocumentPicture, DOCUMENT_MAX_BYTES } from '../../src/kyc/document-picture.js';

/** A phone's picture: 300 × 200, EXIF saying "turn me a quarter" and where it was taken. */
async function phonePicture(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 180, b: 160 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneCo', Model: 'P1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 16/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '114/1 10/1 0/1' } })
    .toBuffer();
}

describe('a document picture', () => {
  it('is kept as a JPEG turned upright, with no EXIF and no position left', async () => {
    const sent = await phonePicture();
    const before = await sharp(sent).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const cleaned = await cleanDocumentPicture(sent);
    if (!('picture' in cleaned)) throw new Error(`refused: ${cleaned.problem}`);
    const after = await sharp(cleaned.picture).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height]).toEqual([200, 300]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(cleaned.picture.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses a program renamed as a picture, a picture that does not decode, and one too large', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000)]);
    expect(await cleanDocumentPicture(elf)).toEqual({ problem: 'notAPicture' });
    expect(await cleanDocumentPicture(Buffer.from('%PDF-1.7\n'.repeat(100)))).toEqual({ problem: 'notAPicture' });
    const truncated = (await phonePicture()).subarray(0, 400);
    expect(await cleanDocumentPicture(truncated)).toEqual({ problem: 'unreadable' });
    expect(await cleanDocumentPicture(Buffer.alloc(DOCUMENT_MAX_BYTES + 1))).toEqual({ problem: 'tooLarge' });
  });

  it('takes PNG and WebP too, and keeps a large one at most 2000 pixels long', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080' } }).webp().toBuffer();
    const cleaned = await cleanDocumentPicture(big);
    if (!('picture' in cleaned)) throw new Error(`refused: ${cleaned.problem}`);
    expect((await sharp(cleaned.picture).metadata()).width).toBe(2000);
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#fff' } }).png().toBuffer();
    expect('picture' in (await cleanDocumentPicture(png))).toBe(true);
  });
});
