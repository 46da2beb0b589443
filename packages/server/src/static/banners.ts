import type { FastifyInstance } from 'fastify';
import { createRandom, type Random } from '../images/random.js';
import { at, hex, svgDocument, type Rgb } from '../images/svg.js';
import { serveSvgPictures, svgPictureUrl } from './svg-pictures.js';

/**
 * Home banner pictures drawn on this server: /media/banners/1.svg … /media/banners/BANNER_COUNT.svg.
 * A slide points at one of them (or at an uploaded image). They carry no text: the app writes the
 * slide's title over them, in the member's language. Vector pictures: about 2 KB each, where the
 * same picture as a 750 × 300 PNG was about 75 KB, on the home page's largest element, which a
 * member on a phone network waits for.
 */
export const BANNER_COUNT = 4;
export const BANNERS_URL_PREFIX = '/media/banners/';
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

export const bannerUrl = (n: number) => svgPictureUrl(BANNERS_URL_PREFIX, n);

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

const LINE_START_X = BANNER_WIDTH * 0.3;

/** A rising line across the right part of the picture, left free on the left for the title. */
function risingLine(random: Random): Point[] {
  const points: Point[] = [];
  const steps = 9;
  for (let i = 0; i <= steps; i += 1) {
    const progress = i / steps;
    const trend = BANNER_HEIGHT * (0.78 - 0.5 * progress);
    points.push({ x: LINE_START_X + (BANNER_WIDTH + 20 - LINE_START_X) * progress, y: trend + random.between(-22, 22) });
  }
  return points;
}

const pointsOf = (points: readonly Point[]) => points.map((p) => `${at(p.x)},${at(p.y)}`).join(' ');

/**
 * A diagonal gradient with a soft light, translucent circles and a rising price line with the
 * area under it shaded: a quiet picture that reads as "markets" without competing with the title.
 * Different for each n and the same every time (seeded by n).
 */
function drawBanner(n: number): string {
  const random = createRandom(n * 104_729);
  const palette = PALETTES[(n - 1) % PALETTES.length];
  if (!palette) throw new Error(`No palette for banner ${n}`);
  const [from, to] = palette;
  const circles = Array.from({ length: 3 }, () => ({
    x: random.between(BANNER_WIDTH * 0.5, BANNER_WIDTH * 1.05),
    y: random.between(-40, BANNER_HEIGHT * 0.7),
    r: random.between(60, 150),
    alpha: random.between(0.05, 0.1),
  }));
  const line = risingLine(random);
  const marker = line[7] ?? { x: BANNER_WIDTH * 0.8, y: BANNER_HEIGHT * 0.4 };
  const first = line[0] ?? { x: LINE_START_X, y: BANNER_HEIGHT };
  const last = line.at(-1) ?? first;
  const area = `${pointsOf(line)} ${at(last.x)},${BANNER_HEIGHT} ${at(first.x)},${BANNER_HEIGHT}`;
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, [
    '<defs>',
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="${hex(from)}"/><stop offset="1" stop-color="${hex(to)}"/></linearGradient>`,
    `<radialGradient id="light" cx="${BANNER_WIDTH * 0.85}" cy="${BANNER_HEIGHT * 0.05}" r="320" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="under" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
    // The line fades in from the left, so it has no hard start under the title.
    `<linearGradient id="fade" x1="${at(LINE_START_X)}" y1="0" x2="${at(LINE_START_X + 160)}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>`,
    '<mask id="fade-in"><rect width="100%" height="100%" fill="url(#fade)"/></mask>',
    '</defs>',
    '<rect width="100%" height="100%" fill="url(#ground)"/>',
    '<rect width="100%" height="100%" fill="url(#light)"/>',
    ...circles.map((c) => `<circle cx="${at(c.x)}" cy="${at(c.y)}" r="${at(c.r)}" fill="#fff" fill-opacity="${c.alpha.toFixed(3)}"/>`),
    '<g mask="url(#fade-in)">',
    `<polygon points="${area}" fill="url(#under)"/>`,
    `<polyline points="${pointsOf(line)}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
    '</g>',
    `<circle cx="${at(marker.x)}" cy="${at(marker.y)}" r="13" fill="#fff" fill-opacity="0.25"/>`,
    `<circle cx="${at(marker.x)}" cy="${at(marker.y)}" r="6.5" fill="#fff"/>`,
  ]);
}

/** About 2 KB each. */
export function serveBanners(app: FastifyInstance): void {
  serveSvgPictures(app, { urlPrefix: BANNERS_URL_PREFIX, count: BANNER_COUNT, draw: drawBanner });
}
