import type { FastifyInstance } from 'fastify';
import { encodePng } from '../images/encode-png.js';

/**
 * Pictures of the demo goods catalogue drawn on this server: /media/goods/1.png …
 * /media/goods/GOODS_IMAGE_COUNT.png. Each shows a simple flat drawing of its kind of product on
 * a soft ground; no text, no external URL.
 */
export const GOODS_IMAGES_URL_PREFIX = '/media/goods/';
export const GOODS_IMAGE_SIZE = 240;

export const goodsImageUrl = (n: number) => `${GOODS_IMAGES_URL_PREFIX}${n}.png`;

type Rgb = readonly [number, number, number];

/** The kinds of product the pictures show; the catalogue names its items after them. */
export const GOODS_SHAPES = ['earbuds', 'watch', 'cup', 'backpack', 'sneaker', 'speaker', 'lamp', 'keyboard', 'tablet', 'camera', 'phone', 'laptop'] as const;
export type GoodsShape = (typeof GOODS_SHAPES)[number];
export const GOODS_IMAGE_COUNT = GOODS_SHAPES.length;

/** A signed distance to a shape (negative inside), in pixels of a 1 × 1 unit square scaled to the picture. */
type Sdf = (x: number, y: number) => number;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

function box(cx: number, cy: number, w: number, h: number, r: number): Sdf {
  return (x, y) => {
    const qx = Math.abs(x - cx) - w / 2 + r;
    const qy = Math.abs(y - cy) - h / 2 + r;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };
}

function circle(cx: number, cy: number, r: number): Sdf {
  return (x, y) => Math.hypot(x - cx, y - cy) - r;
}

function ring(cx: number, cy: number, r: number, thickness: number): Sdf {
  return (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - thickness / 2;
}

/** Only the part of `shape` above (or below) a horizontal line. */
function cutAt(shape: Sdf, lineY: number, keepAbove: boolean): Sdf {
  return (x, y) => Math.max(shape(x, y), keepAbove ? y - lineY : lineY - y);
}

interface Layer {
  shape: Sdf;
  colour: Rgb;
}

/** Layers from back to front, in unit coordinates (0–1 across the picture). */
function layersOf(kind: GoodsShape, ink: Rgb, accent: Rgb, light: Rgb): Layer[] {
  switch (kind) {
    case 'earbuds':
      return [
        { shape: box(0.5, 0.58, 0.5, 0.3, 0.14), colour: ink },
        { shape: circle(0.4, 0.4, 0.09), colour: light },
        { shape: circle(0.6, 0.4, 0.09), colour: light },
        { shape: box(0.5, 0.53, 0.36, 0.02, 0.01), colour: accent },
      ];
    case 'watch':
      return [
        { shape: box(0.5, 0.5, 0.18, 0.8, 0.05), colour: ink },
        { shape: circle(0.5, 0.5, 0.19), colour: accent },
        { shape: circle(0.5, 0.5, 0.15), colour: light },
        { shape: box(0.5, 0.45, 0.02, 0.1, 0.01), colour: ink },
        { shape: box(0.545, 0.5, 0.09, 0.02, 0.01), colour: ink },
      ];
    case 'cup':
      return [
        { shape: ring(0.68, 0.52, 0.09, 0.04), colour: ink },
        { shape: box(0.46, 0.52, 0.34, 0.38, 0.06), colour: ink },
        { shape: box(0.46, 0.38, 0.3, 0.04, 0.02), colour: accent },
        { shape: box(0.46, 0.78, 0.5, 0.04, 0.02), colour: light },
      ];
    case 'backpack':
      return [
        { shape: cutAt(ring(0.5, 0.3, 0.1, 0.04), 0.3, true), colour: ink },
        { shape: box(0.5, 0.56, 0.44, 0.5, 0.1), colour: ink },
        { shape: box(0.5, 0.66, 0.3, 0.2, 0.05), colour: accent },
        { shape: box(0.5, 0.6, 0.14, 0.02, 0.01), colour: light },
      ];
    case 'sneaker':
      return [
        { shape: box(0.5, 0.62, 0.62, 0.16, 0.08), colour: ink },
        { shape: box(0.4, 0.5, 0.32, 0.2, 0.08), colour: ink },
        { shape: box(0.5, 0.7, 0.64, 0.04, 0.02), colour: light },
        { shape: box(0.42, 0.5, 0.16, 0.03, 0.01), colour: accent },
      ];
    case 'speaker':
      return [
        { shape: box(0.5, 0.5, 0.4, 0.6, 0.08), colour: ink },
        { shape: circle(0.5, 0.38, 0.07), colour: accent },
        { shape: circle(0.5, 0.6, 0.12), colour: accent },
        { shape: circle(0.5, 0.6, 0.05), colour: light },
      ];
    case 'lamp':
      return [
        { shape: box(0.5, 0.5, 0.03, 0.44, 0.015), colour: ink },
        { shape: cutAt(circle(0.5, 0.36, 0.18), 0.34, true), colour: accent },
        { shape: box(0.5, 0.76, 0.34, 0.05, 0.025), colour: ink },
        { shape: circle(0.5, 0.36, 0.05), colour: light },
      ];
    case 'keyboard': {
      const keys: Layer[] = [];
      for (let row = 0; row < 3; row += 1) {
        for (let col = 0; col < 6; col += 1) keys.push({ shape: box(0.28 + col * 0.088, 0.42 + row * 0.08, 0.06, 0.05, 0.01), colour: light });
      }
      return [{ shape: box(0.5, 0.5, 0.64, 0.32, 0.04), colour: ink }, ...keys, { shape: box(0.5, 0.64, 0.3, 0.04, 0.01), colour: accent }];
    }
    case 'tablet':
      return [
        { shape: box(0.5, 0.5, 0.56, 0.68, 0.06), colour: ink },
        { shape: box(0.5, 0.49, 0.48, 0.56, 0.02), colour: light },
        { shape: box(0.5, 0.42, 0.3, 0.16, 0.02), colour: accent },
      ];
    case 'camera':
      return [
        { shape: box(0.38, 0.32, 0.14, 0.06, 0.02), colour: ink },
        { shape: box(0.5, 0.52, 0.6, 0.38, 0.06), colour: ink },
        { shape: circle(0.5, 0.53, 0.14), colour: light },
        { shape: circle(0.5, 0.53, 0.09), colour: accent },
        { shape: circle(0.7, 0.42, 0.025), colour: accent },
      ];
    case 'phone':
      return [
        { shape: box(0.5, 0.5, 0.36, 0.7, 0.06), colour: ink },
        { shape: box(0.5, 0.49, 0.3, 0.58, 0.03), colour: light },
        { shape: box(0.5, 0.2, 0.1, 0.02, 0.01), colour: ink },
        { shape: circle(0.5, 0.5, 0.07), colour: accent },
      ];
    case 'laptop':
      return [
        { shape: box(0.5, 0.44, 0.56, 0.36, 0.03), colour: ink },
        { shape: box(0.5, 0.44, 0.5, 0.3, 0.01), colour: light },
        { shape: box(0.5, 0.66, 0.72, 0.05, 0.025), colour: ink },
        { shape: box(0.5, 0.42, 0.2, 0.12, 0.02), colour: accent },
      ];
  }
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function drawGoods(n: number): Buffer {
  const kind = GOODS_SHAPES[(n - 1) % GOODS_SHAPES.length] ?? 'phone';
  const hue = ((n - 1) * 137) % 360;
  const groundTop = hsl(hue, 0.6, 0.93);
  const groundBottom = hsl(hue, 0.55, 0.82);
  const layers = layersOf(kind, hsl(hue, 0.35, 0.25), hsl((hue + 40) % 360, 0.75, 0.55), [250, 250, 252]);
  const size = GOODS_IMAGE_SIZE;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const x = (px + 0.5) / size;
      const y = (py + 0.5) / size;
      let colour = mix(groundTop, groundBottom, y);
      // A soft shadow under the product.
      colour = mix(colour, [0, 0, 0], 0.18 * clamp01(1 - Math.hypot((x - 0.5) / 0.34, (y - 0.86) / 0.04)));
      for (const layer of layers) {
        // Coverage of the pixel by the shape: a one-pixel soft edge (anti-aliasing).
        const coverage = clamp01(0.5 - layer.shape(x, y) * size);
        if (coverage > 0) colour = mix(colour, layer.colour, coverage);
      }
      const i = (py * size + px) * 4;
      rgba[i] = Math.round(colour[0]);
      rgba[i + 1] = Math.round(colour[1]);
      rgba[i + 2] = Math.round(colour[2]);
      rgba[i + 3] = 255;
    }
  }
  return encodePng(size, size, rgba, true);
}

const drawn = new Map<number, Buffer>();

/** Drawn at first use and kept: a dozen small pictures. */
export function goodsImagePng(n: number): Buffer {
  let png = drawn.get(n);
  if (!png) {
    png = drawGoods(n);
    drawn.set(n, png);
  }
  return png;
}

export function serveGoodsImages(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${GOODS_IMAGES_URL_PREFIX}:file`, async (request, reply) => {
    const match = /^(\d+)\.png$/.exec(request.params.file);
    const n = match ? Number(match[1]) : 0;
    if (n < 1 || n > GOODS_IMAGE_COUNT) {
      reply.callNotFound();
      return reply;
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(goodsImagePng(n));
  });
}
