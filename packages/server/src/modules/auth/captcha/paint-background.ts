import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './puzzle-shape.js';
import type { Random } from '../../../images/random.js';

type Rgb = readonly [number, number, number];

function hsvToRgb(hue: number, saturation: number, value: number): Rgb {
  const f = (n: number) => {
    const k = (n + hue / 60) % 6;
    return Math.round(255 * (value - value * saturation * Math.max(0, Math.min(k, 4 - k, 1))));
  };
  return [f(5), f(3), f(1)];
}

function randomColour(random: Random, value: [number, number]): Rgb {
  return hsvToRgb(random.between(0, 360), random.between(0.35, 0.75), random.between(value[0], value[1]));
}

/**
 * Mixes `colour` into the pixel at `index` by `alpha`. The picture is a Uint8ClampedArray, which
 * rounds and clamps each write to 0–255 itself: these loops run some 150 000 times a picture, and
 * a picture is drawn for every sign-in attempt.
 */
function blend(pixels: Uint8ClampedArray, index: number, [red, green, blue]: Rgb, alpha: number): void {
  mix(pixels, index, red, alpha);
  mix(pixels, index + 1, green, alpha);
  mix(pixels, index + 2, blue, alpha);
}

function mix(pixels: Uint8ClampedArray, index: number, target: number, alpha: number): void {
  const current = pixels[index] ?? 0;
  pixels[index] = current + (target - current) * alpha;
}

const pixelIndex = (x: number, y: number) => (y * CAPTCHA_WIDTH + x) * 4;

/** A diagonal gradient between two colours, at a random angle. */
function paintGradient(pixels: Uint8ClampedArray, random: Random): void {
  const from = randomColour(random, [0.55, 0.9]);
  const to = randomColour(random, [0.35, 0.8]);
  const angle = random.between(0, Math.PI);
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const span = Math.abs(ux) * CAPTCHA_WIDTH + Math.abs(uy) * CAPTCHA_HEIGHT;
  const offset = Math.min(0, ux * CAPTCHA_WIDTH) + Math.min(0, uy * CAPTCHA_HEIGHT);
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const t = (x * ux + y * uy - offset) / span;
      const i = pixelIndex(x, y);
      pixels[i] = from[0] + (to[0] - from[0]) * t;
      pixels[i + 1] = from[1] + (to[1] - from[1]) * t;
      pixels[i + 2] = from[2] + (to[2] - from[2]) * t;
      pixels[i + 3] = 255;
    }
  }
}

function paintCircle(pixels: Uint8ClampedArray, random: Random, colour: Rgb, alpha: number): void {
  const cx = random.between(0, CAPTCHA_WIDTH);
  const cy = random.between(0, CAPTCHA_HEIGHT);
  const r = random.between(10, 45);
  for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(CAPTCHA_HEIGHT, Math.ceil(cy + r)); y += 1) {
    for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(CAPTCHA_WIDTH, Math.ceil(cx + r)); x += 1) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(pixels, pixelIndex(x, y), colour, alpha);
    }
  }
}

function paintBar(pixels: Uint8ClampedArray, random: Random, colour: Rgb, alpha: number): void {
  const x0 = random.int(0, CAPTCHA_WIDTH - 20);
  const y0 = random.int(0, CAPTCHA_HEIGHT - 10);
  const w = random.int(20, 120);
  const h = random.int(8, 50);
  for (let y = y0; y < Math.min(CAPTCHA_HEIGHT, y0 + h); y += 1) {
    for (let x = x0; x < Math.min(CAPTCHA_WIDTH, x0 + w); x += 1) blend(pixels, pixelIndex(x, y), colour, alpha);
  }
}

/** Translucent circles and bars. */
function paintShapes(pixels: Uint8ClampedArray, random: Random): void {
  const shapes = random.int(10, 16);
  for (let s = 0; s < shapes; s += 1) {
    const colour = randomColour(random, [0.3, 1]);
    const alpha = random.between(0.25, 0.6);
    if (random.next() < 0.6) paintCircle(pixels, random, colour, alpha);
    else paintBar(pixels, random, colour, alpha);
  }
}

/** A few sine waves, 3 px thick, across the whole width. */
function paintWaves(pixels: Uint8ClampedArray, random: Random): void {
  const waves = random.int(2, 4);
  for (let w = 0; w < waves; w += 1) {
    const colour = randomColour(random, [0.8, 1]);
    const base = random.between(20, CAPTCHA_HEIGHT - 20);
    const amplitude = random.between(6, 25);
    const period = random.between(60, 200);
    const phase = random.between(0, Math.PI * 2);
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const yc = Math.round(base + amplitude * Math.sin((x / period) * Math.PI * 2 + phase));
      for (let y = Math.max(0, yc - 1); y <= Math.min(CAPTCHA_HEIGHT - 1, yc + 1); y += 1) blend(pixels, pixelIndex(x, y), colour, 0.55);
    }
  }
}

/**
 * Grain in 3 × 3 cells: enough to hide the cut-out's flat shading from a simple edge search,
 * while the PNG stays small enough for a phone on a slow network.
 */
function paintGrain(pixels: Uint8ClampedArray, random: Random): void {
  const GRAIN = 3;
  for (let gy = 0; gy < CAPTCHA_HEIGHT; gy += GRAIN) {
    for (let gx = 0; gx < CAPTCHA_WIDTH; gx += GRAIN) {
      const n = random.between(-10, 10);
      for (let y = gy; y < Math.min(CAPTCHA_HEIGHT, gy + GRAIN); y += 1) {
        for (let x = gx; x < Math.min(CAPTCHA_WIDTH, gx + GRAIN); x += 1) {
          const i = pixelIndex(x, y);
          for (let c = 0; c < 3; c += 1) pixels[i + c] = (pixels[i + c] ?? 0) + n;
        }
      }
    }
  }
}

/**
 * Paints an RGBA picture busy enough that the cut-out cannot be found by looking for a flat area:
 * a diagonal gradient between two colours, translucent circles and bars, a few waves, and noise.
 */
export function paintBackground(random: Random): Buffer {
  const data = Buffer.alloc(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 4);
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  paintGradient(pixels, random);
  paintShapes(pixels, random);
  paintWaves(pixels, random);
  paintGrain(pixels, random);
  return data;
}
