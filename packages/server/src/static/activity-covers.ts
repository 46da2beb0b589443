import type { FastifyInstance } from 'fastify';
import { createRandom } from '../images/random.js';
import { at, hex, svgDocument, type Rgb } from '../images/svg.js';
import { serveSvgPictures, svgPictureUrl } from './svg-pictures.js';

/**
 * Activity cover pictures drawn on this server: /media/activities/1.svg … ACTIVITY_COVER_COUNT.svg.
 * Like the banners they carry no text: the app shows the activity's title in the member's language.
 */
export const ACTIVITY_COVER_COUNT = 3;
export const ACTIVITY_COVERS_URL_PREFIX = '/media/activities/';
export const ACTIVITY_COVER_WIDTH = 690;
export const ACTIVITY_COVER_HEIGHT = 320;

export const activityCoverUrl = (n: number) => svgPictureUrl(ACTIVITY_COVERS_URL_PREFIX, n);

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

/** The glow's light falls off with the square of the distance: stops along its radius. */
const GLOW_STOPS = [0, 0.25, 0.5, 0.75, 1].map((offset) => `<stop offset="${offset}" stop-color="#fff" stop-opacity="${(0.35 * (1 - offset) ** 2).toFixed(3)}"/>`);

/**
 * A diagonal gradient with confetti and soft rings around a bright centre on the right: reads as
 * "event" without text. Different for each n and the same every time (seeded by n).
 */
function drawCover(n: number): string {
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
  // The ground goes from one colour to the other along 0.7 of the width plus 0.3 of the height:
  // the gradient runs across the lines where that sum is the same, from 0 at the top left to 1.
  const slope = { x: 0.7 / width, y: 0.3 / height };
  const reach = slope.x ** 2 + slope.y ** 2;
  return svgDocument(width, height, [
    '<defs>',
    `<linearGradient id="ground" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${at(slope.x / reach)}" y2="${at(slope.y / reach)}"><stop offset="0" stop-color="${hex(from)}"/><stop offset="1" stop-color="${hex(to)}"/></linearGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${at(centre.x)}" cy="${at(centre.y)}" r="220">${GLOW_STOPS.join('')}</radialGradient>`,
    '</defs>',
    '<rect width="100%" height="100%" fill="url(#ground)"/>',
    '<rect width="100%" height="100%" fill="url(#glow)"/>',
    ...[70, 110, 150].map((radius) => `<circle cx="${at(centre.x)}" cy="${at(centre.y)}" r="${radius}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>`),
    ...confetti.map((dot) => `<circle cx="${at(dot.x)}" cy="${at(dot.y)}" r="${at(dot.r)}" fill="#fff" fill-opacity="${dot.alpha.toFixed(2)}"/>`),
  ]);
}

export function serveActivityCovers(app: FastifyInstance): void {
  serveSvgPictures(app, { urlPrefix: ACTIVITY_COVERS_URL_PREFIX, count: ACTIVITY_COVER_COUNT, draw: drawCover });
}
