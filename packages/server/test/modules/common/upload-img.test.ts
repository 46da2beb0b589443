import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { API, CODE, UPLOAD_MAX_BYTES } from '@meridian/protocol';
import { uploads } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

let t: TestApp;
let member: TestMember;
let other: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  [member, other] = await Promise.all([newMember(t), newMember(t)]);
});
afterAll(async () => {
  await t.close();
});

function pngBytes(): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  return PNG.sync.write(png);
}
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const upload = (image: string, who = member) => t.api.call(API.common.uploadImg, { image }, { token: who.token });

describe('uploadImg', () => {
  it('stores a PNG under DATA_DIR and serves it at the answered URL', async () => {
    const bytes = pngBytes();
    const answer = await upload(dataUrl('image/png', bytes));
    expect(answer.code).toBe(CODE.OK);
    expect(answer.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const response = await t.app.inject({ method: 'GET', url: answer.data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(bytes)).toBe(true);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.fileName, String(answer.data.url).slice('/uploads/'.length)));
    expect(row).toMatchObject({ memberId: member.id, mimeType: 'image/png', sizeBytes: bytes.length });
  });

  it('names the file by what the bytes are, not by what the data URL claims', async () => {
    const answer = await upload(dataUrl('image/jpeg', pngBytes()));
    expect(answer.data.url).toMatch(/\.png$/);
  });

  it('refuses bytes that are not an image, whatever the data URL says', async () => {
    const answer = await upload(dataUrl('image/png', Buffer.from('<script>alert(1)</script> not an image at all')));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'The file is not a PNG, JPEG, WebP or GIF picture.', data: { fields: ['image'] } });
  });

  it('refuses a data URL that is not an image type', async () => {
    const answer = await upload(dataUrl('text/html', Buffer.from('<b>x</b>')));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'Only PNG, JPEG, WebP or GIF pictures can be uploaded.' });
  });

  it('refuses an image over the size limit', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const answer = await upload(dataUrl('image/png', big));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'The picture is larger than 2 MB.', data: { fields: ['image'] } });
  });

  it('refuses an image just over the limit that slips under the text limit', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(UPLOAD_MAX_BYTES + 1 - pngBytes().length)]);
    const answer = await upload(dataUrl('image/png', big));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['image'] } });
  });

  it('needs a token', async () => {
    expect((await t.api.call(API.common.uploadImg, { image: dataUrl('image/png', pngBytes()) })).code).toBe(CODE.SESSION_INVALID);
  });

  it('lets a member use their own upload as avatar, never another member’s', async () => {
    const mine = (await upload(dataUrl('image/png', pngBytes()))).data.url as string;
    expect(await t.api.call(API.member.updateAvatar, { avatar: mine }, { token: member.token })).toMatchObject({ code: CODE.OK, data: { avatar: mine } });
    const stolen = await t.api.call(API.member.updateAvatar, { avatar: mine }, { token: other.token });
    expect(stolen.code).toBe(CODE.INVALID_PARAMS);
  });

  it('serves nothing outside the uploads folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../pglite' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/nothing.png' })).statusCode).toBe(404);
  });
});
