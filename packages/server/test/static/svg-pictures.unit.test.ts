import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_COVER_COUNT, ACTIVITY_COVER_HEIGHT, ACTIVITY_COVER_WIDTH, ACTIVITY_COVERS_URL_PREFIX, serveActivityCovers } from '../../src/static/activity-covers.js';
import { AVATAR_COUNT, AVATARS_URL_PREFIX, serveAvatars } from '../../src/static/avatars.js';
import { GOODS_IMAGE_COUNT, GOODS_IMAGE_SIZE, GOODS_IMAGES_URL_PREFIX, serveGoodsImages } from '../../src/static/goods-images.js';

const app: FastifyInstance = Fastify();

beforeAll(async () => {
  serveAvatars(app);
  serveActivityCovers(app);
  serveGoodsImages(app);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** One tag: a name and double-quoted attributes with nothing that needs escaping. */
const TAG = /^<\/?[a-zA-Z][\w-]*(\s+[a-zA-Z][\w:-]*="[^"<>&]*")*\s*\/?>$/;

/** What an XML parser asks of these pictures: one svg root in the SVG namespace, every tag well made and closed in order, no stray text. */
function expectWellFormedSvg(svg: string): void {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
  expect(svg.endsWith('</svg>')).toBe(true);
  const tags = svg.match(/<[^>]*>/g) ?? [];
  expect(svg.replace(/<[^>]*>/g, '')).toBe('');
  const open: string[] = [];
  for (const tag of tags) {
    expect(tag).toMatch(TAG);
    const name = /^<\/?([\w-]+)/.exec(tag)?.[1];
    if (tag.startsWith('</')) expect(open.pop()).toBe(name);
    else if (!tag.endsWith('/>') && name !== undefined) open.push(name);
    // Only the root closes last.
    if (open.length === 0) expect(tag).toBe('</svg>');
  }
  expect(open).toEqual([]);
}

describe.each([
  { pictures: 'avatars', urlPrefix: AVATARS_URL_PREFIX, count: AVATAR_COUNT, width: 128, height: 128 },
  { pictures: 'activity covers', urlPrefix: ACTIVITY_COVERS_URL_PREFIX, count: ACTIVITY_COVER_COUNT, width: ACTIVITY_COVER_WIDTH, height: ACTIVITY_COVER_HEIGHT },
  { pictures: 'goods pictures', urlPrefix: GOODS_IMAGES_URL_PREFIX, count: GOODS_IMAGE_COUNT, width: GOODS_IMAGE_SIZE, height: GOODS_IMAGE_SIZE },
])('the $pictures', ({ urlPrefix, count, width, height }) => {
  const urls = Array.from({ length: count }, (_, i) => `${urlPrefix}${i + 1}.svg`);

  it('are well-formed vector pictures of their size that run nothing and load nothing', async () => {
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expectWellFormedSvg(response.body);
      expect(response.body).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`));
      expect(response.body).not.toMatch(/<script|<image|<foreignObject|href=|on\w+=/i);
      // Small: a few KB where the PNGs were tens.
      expect(response.rawPayload.length).toBeLessThan(4_000);
    }
  });

  it('are each different and the same every time', async () => {
    const drawn = await Promise.all(urls.map(async (url) => (await get(url)).body));
    expect(new Set(drawn).size).toBe(count);
    expect((await get(urls[0] ?? '')).body).toBe(drawn[0]);
  });

  it('send an address saved when they were PNG files on to the picture', async () => {
    const response = await get(`${urlPrefix}${count}.png`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${urlPrefix}${count}.svg`);
  });

  it('answer 404 for a picture that does not exist', async () => {
    for (const file of ['0.svg', `${count + 1}.svg`, `${count + 1}.png`, '1.jpg', 'x.svg', '..%2F1.svg']) {
      expect((await get(`${urlPrefix}${file}`)).statusCode).toBe(404);
    }
  });
});
