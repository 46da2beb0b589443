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

function clampByte(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}

function blend(data: Buffer, index: number, colour: Rgb, alpha: number): void {
  for (let c = 0; c < 3; c += 1) {
    const current = data[index + c] ?? 0;
    data[index + c] = clampByte(current + ((colour[c] ?? 0) - current) * alpha);
  }
}

/**
 * Paints an RGBA picture busy enough that the cut-out cannot be found by looking for a flat area:
 * a diagonal gradient between two colours, translucent circles and bars, a few waves, and noise.
 */
export function paintBackground(random: Random): Buffer {
  const data = Buffer.alloc(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 4);
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
      const i = (y * CAPTCHA_WIDTH + x) * 4;
      for (let c = 0; c < 3; c += 1) data[i + c] = clampByte((from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t);
      data[i + 3] = 255;
    }
  }

  const shapes = random.int(10, 16);
  for (let s = 0; s < shapes; s += 1) {
    const colour = randomColour(random, [0.3, 1]);
    const alpha = random.between(0.25, 0.6);
    if (random.next() < 0.6) {
      const cx = random.between(0, CAPTCHA_WIDTH);
      const cy = random.between(0, CAPTCHA_HEIGHT);
      const r = random.between(10, 45);
      for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(CAPTCHA_HEIGHT, Math.ceil(cy + r)); y += 1) {
        for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(CAPTCHA_WIDTH, Math.ceil(cx + r)); x += 1) {
          if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(data, (y * CAPTCHA_WIDTH + x) * 4, colour, alpha);
        }
      }
    } else {
      const x0 = random.int(0, CAPTCHA_WIDTH - 20);
      const y0 = random.int(0, CAPTCHA_HEIGHT - 10);
      const w = random.int(20, 120);
      const h = random.int(8, 50);
      for (let y = y0; y < Math.min(CAPTCHA_HEIGHT, y0 + h); y += 1) {
        for (let x = x0; x < Math.min(CAPTCHA_WIDTH, x0 + w); x += 1) blend(data, (y * CAPTCHA_WIDTH + x) * 4, colour, alpha);
      }
    }
  }

  const waves = random.int(2, 4);
  for (let w = 0; w < waves; w += 1) {
    const colour = randomColour(random, [0.8, 1]);
    const base = random.between(20, CAPTCHA_HEIGHT - 20);
    const amplitude = random.between(6, 25);
    const period = random.between(60, 200);
    const phase = random.between(0, Math.PI * 2);
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const yc = Math.round(base + amplitude * Math.sin((x / period) * Math.PI * 2 + phase));
      for (let y = yc - 1; y <= yc + 1; y += 1) {
        if (y >= 0 && y < CAPTCHA_HEIGHT) blend(data, (y * CAPTCHA_WIDTH + x) * 4, colour, 0.55);
      }
    }
  }

  // Grain in 3 × 3 cells: enough to hide the cut-out's flat shading from a simple edge search,
  // while the PNG stays small enough for a phone on a slow network.
  const GRAIN = 3;
  for (let gy = 0; gy < CAPTCHA_HEIGHT; gy += GRAIN) {
    for (let gx = 0; gx < CAPTCHA_WIDTH; gx += GRAIN) {
      const n = random.between(-10, 10);
      for (let y = gy; y < Math.min(CAPTCHA_HEIGHT, gy + GRAIN); y += 1) {
        for (let x = gx; x < Math.min(CAPTCHA_WIDTH, gx + GRAIN); x += 1) {
          const i = (y * CAPTCHA_WIDTH + x) * 4;
          for (let c = 0; c < 3; c += 1) data[i + c] = clampByte((data[i + c] ?? 0) + n);
        }
      }
    }
  }
  return data;
}
