import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX } from '@meridian/protocol';
import { createRandom } from '../images/random.js';
import { hex, hsl, svgDocument } from '../images/svg.js';
import { serveSvgPictures, svgPictureUrl } from './svg-pictures.js';

/** Generated avatars a member can choose from: /avatars/1.svg … /avatars/AVATAR_COUNT.svg. */
export const AVATAR_COUNT = 8;
export const AVATARS_URL_PREFIX = '/avatars/';
/** Kept with the contract: the company setting's logo must be one (admin/settings). */
export { UPLOADS_URL_PREFIX };
const AVATAR_SIZE = 128;
const GRID = 5;
const CELL = 20;
const MARGIN = (AVATAR_SIZE - GRID * CELL) / 2;

export const avatarUrl = (n: number) => svgPictureUrl(AVATARS_URL_PREFIX, n);
export const AVATAR_URLS: readonly string[] = Array.from({ length: AVATAR_COUNT }, (_, i) => avatarUrl(i + 1));
export const DEFAULT_AVATAR = avatarUrl(1);

export function isOfferedAvatar(url: string): boolean {
  return AVATAR_URLS.includes(url);
}

/**
 * The address of an avatar as the app knows it now: one saved while the offered avatars were PNG
 * files (`/avatars/3.png`) is the offered `/avatars/3.svg`, so the app finds it among them.
 * Anything else (an upload) is as saved.
 */
export function currentAvatarUrl(saved: string): string {
  const match = /^(\d+)\.png$/.exec(saved.startsWith(AVATARS_URL_PREFIX) ? saved.slice(AVATARS_URL_PREFIX.length) : '');
  const offered = match ? avatarUrl(Number(match[1])) : saved;
  return isOfferedAvatar(offered) ? offered : saved;
}

/**
 * A symmetric 5 × 5 pattern on a coloured ground, different for each n and the same every time
 * (seeded by n), like the identicons of code hosts.
 */
function drawAvatar(n: number): string {
  const random = createRandom(n * 7919);
  const hue = ((n - 1) * 360) / AVATAR_COUNT;
  const ground = hsl(hue, 0.55, 0.45);
  const ink = hsl((hue + 30) % 360, 0.35, 0.92);
  const cells: boolean[] = [];
  for (let row = 0; row < GRID; row += 1) {
    const half = Array.from({ length: Math.ceil(GRID / 2) }, () => random.next() < 0.55);
    cells.push(...half, ...half.slice(0, Math.floor(GRID / 2)).reverse());
  }
  // Every inked cell as one square of one path.
  const squares = cells.flatMap((isInked, index) =>
    isInked ? [`M${MARGIN + (index % GRID) * CELL} ${MARGIN + Math.floor(index / GRID) * CELL}h${CELL}v${CELL}h-${CELL}z`] : [],
  );
  return svgDocument(AVATAR_SIZE, AVATAR_SIZE, [
    `<rect width="100%" height="100%" fill="${hex(ground)}"/>`,
    `<path d="${squares.join('')}" fill="${hex(ink)}" shape-rendering="crispEdges"/>`,
  ]);
}

export function serveAvatars(app: FastifyInstance): void {
  serveSvgPictures(app, { urlPrefix: AVATARS_URL_PREFIX, count: AVATAR_COUNT, draw: drawAvatar });
}
