import type { FastifyInstance } from 'fastify';
import { encodePng } from '../images/encode-png.js';
import { createRandom } from '../images/random.js';

/** Generated avatars a member can choose from: /avatars/1.png … /avatars/AVATAR_COUNT.png. */
export const AVATAR_COUNT = 8;
export const AVATARS_URL_PREFIX = '/avatars/';
export const UPLOADS_URL_PREFIX = '/uploads/';
const AVATAR_SIZE = 128;
const GRID = 5;
const CELL = 20;
const MARGIN = (AVATAR_SIZE - GRID * CELL) / 2;

export const avatarUrl = (n: number) => `${AVATARS_URL_PREFIX}${n}.png`;
export const AVATAR_URLS: readonly string[] = Array.from({ length: AVATAR_COUNT }, (_, i) => avatarUrl(i + 1));
export const DEFAULT_AVATAR = avatarUrl(1);

export function isOfferedAvatar(url: string): boolean {
  return AVATAR_URLS.includes(url);
}

function hueToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * A symmetric 5 × 5 pattern on a coloured ground, different for each n and the same every time
 * (seeded by n), like the identicons of code hosts.
 */
function drawAvatar(n: number): Buffer {
  const random = createRandom(n * 7919);
  const hue = ((n - 1) * 360) / AVATAR_COUNT;
  const ground = hueToRgb(hue, 0.55, 0.45);
  const ink = hueToRgb((hue + 30) % 360, 0.35, 0.92);
  const cells: boolean[] = [];
  for (let row = 0; row < GRID; row += 1) {
    const half = Array.from({ length: Math.ceil(GRID / 2) }, () => random.next() < 0.55);
    cells.push(...half, ...half.slice(0, Math.floor(GRID / 2)).reverse());
  }
  const rgba = Buffer.alloc(AVATAR_SIZE * AVATAR_SIZE * 4);
  for (let y = 0; y < AVATAR_SIZE; y += 1) {
    for (let x = 0; x < AVATAR_SIZE; x += 1) {
      const col = Math.floor((x - MARGIN) / CELL);
      const row = Math.floor((y - MARGIN) / CELL);
      const inGrid = x >= MARGIN && y >= MARGIN && col < GRID && row < GRID;
      const colour = inGrid && cells[row * GRID + col] ? ink : ground;
      const i = (y * AVATAR_SIZE + x) * 4;
      rgba[i] = colour[0];
      rgba[i + 1] = colour[1];
      rgba[i + 2] = colour[2];
      rgba[i + 3] = 255;
    }
  }
  return encodePng(AVATAR_SIZE, AVATAR_SIZE, rgba, true);
}

const drawn = new Map<number, Buffer>();

export function avatarPng(n: number): Buffer {
  let png = drawn.get(n);
  if (!png) {
    png = drawAvatar(n);
    drawn.set(n, png);
  }
  return png;
}

export function serveAvatars(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${AVATARS_URL_PREFIX}:file`, async (request, reply) => {
    const match = /^(\d+)\.png$/.exec(request.params.file);
    const n = match ? Number(match[1]) : 0;
    if (n < 1 || n > AVATAR_COUNT) {
      reply.callNotFound();
      return reply;
    }
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarPng(n));
  });
}
