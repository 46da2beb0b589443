import type { FastifyInstance } from 'fastify';
import { encodePng } from '../images/encode-png.js';
import { createRandom, type Random } from '../images/random.js';

/**
 * Home banner pictures drawn on this server: /media/banners/1.png … /media/banners/BANNER_COUNT.png.
 * A slide points at one of them (or at an uploaded image). They carry no text: the app writes the
 * slide's title over them, in the member's language.
 */
export const BANNER_COUNT = 4;
export const BANNERS_URL_PREFIX = '/media/banners/';
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

export const bannerUrl = (n: number) => `${BANNERS_URL_PREFIX}${n}.png`;

type Rgb = readonly [number, number, number];

/** Gradients from the theme colour (#0301c5) towards its neighbours: azure, violet, teal, indigo. */
const PALETTES: readonly (readonly [Rgb, Rgb])[] = [
  [
    [3, 1, 197],
    [61, 123, 255],
  ],
  [
    [27, 10, 140],
    [138, 63, 252],
  ],
  [
    [2, 26, 122],
    [15, 181, 201],
  ],
  [
    [10, 15, 92],
    [63, 81, 245],
  ],
];

interface Point {
  x: number;
  y: number;
}

interface Circle extends Point {
  r: number;
  alpha: number;
}

const LINE_START_X = BANNER_WIDTH * 0.3;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** A rising line across the right part of the picture, left free on the left for the title. */
function risingLine(random: Random): Point[] {
  const points: Point[] = [];
  const steps = 9;
  const startX = LINE_START_X;
  for (let i = 0; i <= steps; i += 1) {
    const progress = i / steps;
    const trend = BANNER_HEIGHT * (0.78 - 0.5 * progress);
    points.push({ x: startX + (BANNER_WIDTH + 20 - startX) * progress, y: trend + random.between(-22, 22) });
  }
  return points;
}

function lineYAt(points: readonly Point[], x: number): number | null {
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b && x >= a.x && x <= b.x) return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
  }
  return null;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = clamp01(((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy));
  return Math.sqrt((p.x - (a.x + t * dx)) ** 2 + (p.y - (a.y + t * dy)) ** 2);
}

function distanceToLine(points: readonly Point[], p: Point, reach: number): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b || p.x < a.x - reach || p.x > b.x + reach) continue;
    best = Math.min(best, distanceToSegment(p, a, b));
  }
  return best;
}

/**
 * A diagonal gradient with a soft light, translucent circles and a rising price line with the
 * area under it shaded: a quiet picture that reads as "markets" without competing with the title.
 * Different for each n and the same every time (seeded by n).
 */
function drawBanner(n: number): Buffer {
  const random = createRandom(n * 104_729);
  const palette = PALETTES[(n - 1) % PALETTES.length];
  if (!palette) throw new Error(`No palette for banner ${n}`);
  const [from, to] = palette;
  const circles: Circle[] = Array.from({ length: 3 }, () => ({
    x: random.between(BANNER_WIDTH * 0.5, BANNER_WIDTH * 1.05),
    y: random.between(-40, BANNER_HEIGHT * 0.7),
    r: random.between(60, 150),
    alpha: random.between(0.05, 0.1),
  }));
  const line = risingLine(random);
  const marker = line[7] ?? { x: BANNER_WIDTH * 0.8, y: BANNER_HEIGHT * 0.4 };
  const light: Point = { x: BANNER_WIDTH * 0.85, y: BANNER_HEIGHT * 0.05 };

  const rgba = Buffer.alloc(BANNER_WIDTH * BANNER_HEIGHT * 4);
  for (let y = 0; y < BANNER_HEIGHT; y += 1) {
    for (let x = 0; x < BANNER_WIDTH; x += 1) {
      // Every layer is white at some opacity: how much of the ground shows through is the
      // product of what each layer lets through.
      let through = 1;
      const white = (alpha: number) => {
        through *= 1 - clamp01(alpha);
      };

      const glow = 1 - Math.sqrt((x - light.x) ** 2 + (y - light.y) ** 2) / 320;
      if (glow > 0) white(0.22 * glow * glow);
      for (const c of circles) white(c.alpha * clamp01(c.r - Math.sqrt((x - c.x) ** 2 + (y - c.y) ** 2) + 0.5));

      // The line fades in from the left, so it has no hard start under the title.
      const fadeIn = clamp01((x - LINE_START_X) / 160);
      const lineY = fadeIn > 0 ? lineYAt(line, x) : null;
      if (lineY !== null && y > lineY - 1) {
        // Fades from the line down to the bottom edge; the first pixel is partly covered (anti-aliasing).
        const depth = (y - lineY) / (BANNER_HEIGHT - lineY);
        white(0.16 * fadeIn * (1 - depth) * clamp01(y - lineY + 0.5));
        if (y < lineY + 3) white(0.9 * fadeIn * clamp01(2 - distanceToLine(line, { x, y }, 4)));
      } else if (lineY !== null && y > lineY - 3) {
        white(0.9 * fadeIn * clamp01(2 - distanceToLine(line, { x, y }, 4)));
      }
      const toMarker = Math.sqrt((x - marker.x) ** 2 + (y - marker.y) ** 2);
      if (toMarker < 13) {
        white(0.25 * clamp01(13 - toMarker));
        white(clamp01(6.5 - toMarker));
      }

      const t = clamp01((x / BANNER_WIDTH) * 0.75 + (y / BANNER_HEIGHT) * 0.25);
      const lit = 255 * (1 - through);
      const i = (y * BANNER_WIDTH + x) * 4;
      rgba[i] = Math.round((from[0] + (to[0] - from[0]) * t) * through + lit);
      rgba[i + 1] = Math.round((from[1] + (to[1] - from[1]) * t) * through + lit);
      rgba[i + 2] = Math.round((from[2] + (to[2] - from[2]) * t) * through + lit);
      rgba[i + 3] = 255;
    }
  }
  return encodePng(BANNER_WIDTH, BANNER_HEIGHT, rgba, true);
}

const drawn = new Map<number, Buffer>();

/** Drawn at first use and kept: BANNER_COUNT pictures, a few tens of kilobytes each. */
export function bannerPng(n: number): Buffer {
  let png = drawn.get(n);
  if (!png) {
    png = drawBanner(n);
    drawn.set(n, png);
  }
  return png;
}

export function serveBanners(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${BANNERS_URL_PREFIX}:file`, async (request, reply) => {
    const match = /^(\d+)\.png$/.exec(request.params.file);
    const n = match ? Number(match[1]) : 0;
    if (n < 1 || n > BANNER_COUNT) {
      reply.callNotFound();
      return reply;
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(bannerPng(n));
  });
}
