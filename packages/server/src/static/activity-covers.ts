import type { FastifyInstance } from 'fastify';
import { encodePng } from '../images/encode-png.js';
import { createRandom } from '../images/random.js';

/**
 * Activity cover pictures drawn on this server: /media/activities/1.png … ACTIVITY_COVER_COUNT.png.
 * Like the banners they carry no text: the app shows the activity's title in the member's language.
 */
export const ACTIVITY_COVER_COUNT = 3;
export const ACTIVITY_COVERS_URL_PREFIX = '/media/activities/';
export const ACTIVITY_COVER_WIDTH = 690;
export const ACTIVITY_COVER_HEIGHT = 320;

export const activityCoverUrl = (n: number) => `${ACTIVITY_COVERS_URL_PREFIX}${n}.png`;

type Rgb = readonly [number, number, number];

/** Festive grounds that still sit beside the theme blue: amber to rose, teal to blue, violet to pink. */
const PALETTES: readonly (readonly [Rgb, Rgb])[] = [
  [
    [255, 153, 51],
    [222, 49, 99],
  ],
  [
    [0, 150, 136],
    [3, 1, 197],
  ],
  [
    [94, 53, 177],
    [236, 64, 122],
  ],
];

interface Dot {
  x: number;
  y: number;
  r: number;
  alpha: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * A diagonal gradient with confetti and soft rings around a bright centre on the right: reads as
 * "event" without text. Different for each n and the same every time (seeded by n).
 */
function drawCover(n: number): Buffer {
  const width = ACTIVITY_COVER_WIDTH;
  const height = ACTIVITY_COVER_HEIGHT;
  const random = createRandom(n * 7_919);
  const palette = PALETTES[(n - 1) % PALETTES.length];
  if (!palette) throw new Error(`No palette for activity cover ${n}`);
  const [from, to] = palette;
  const centre = { x: width * 0.74, y: height * 0.5 };
  const confetti: Dot[] = Array.from({ length: 28 }, () => ({
    x: random.between(width * 0.35, width),
    y: random.between(0, height),
    r: random.between(3, 9),
    alpha: random.between(0.25, 0.6),
  }));

  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let through = 1;
      const white = (alpha: number) => {
        through *= 1 - clamp01(alpha);
      };
      const distance = Math.sqrt((x - centre.x) ** 2 + (y - centre.y) ** 2);
      const glow = 1 - distance / 220;
      if (glow > 0) white(0.35 * glow * glow);
      // Three rings, anti-aliased over one pixel.
      for (const radius of [70, 110, 150]) white(0.18 * clamp01(1.5 - Math.abs(distance - radius)));
      for (const dot of confetti) white(dot.alpha * clamp01(dot.r - Math.sqrt((x - dot.x) ** 2 + (y - dot.y) ** 2) + 0.5));

      const t = clamp01((x / width) * 0.7 + (y / height) * 0.3);
      const lit = 255 * (1 - through);
      const i = (y * width + x) * 4;
      rgba[i] = Math.round((from[0] + (to[0] - from[0]) * t) * through + lit);
      rgba[i + 1] = Math.round((from[1] + (to[1] - from[1]) * t) * through + lit);
      rgba[i + 2] = Math.round((from[2] + (to[2] - from[2]) * t) * through + lit);
      rgba[i + 3] = 255;
    }
  }
  return encodePng(width, height, rgba, true);
}

const drawn = new Map<number, Buffer>();

/** Drawn at first use and kept. */
export function activityCoverPng(n: number): Buffer {
  let png = drawn.get(n);
  if (!png) {
    png = drawCover(n);
    drawn.set(n, png);
  }
  return png;
}

export function serveActivityCovers(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${ACTIVITY_COVERS_URL_PREFIX}:file`, async (request, reply) => {
    const match = /^(\d+)\.png$/.exec(request.params.file);
    const n = match ? Number(match[1]) : 0;
    if (n < 1 || n > ACTIVITY_COVER_COUNT) {
      reply.callNotFound();
      return reply;
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(activityCoverPng(n));
  });
}
