import type { FastifyInstance } from 'fastify';
import { at, hex, hsl, svgDocument, type Rgb } from '../images/svg.js';
import { serveSvgPictures, svgPictureUrl } from './svg-pictures.js';

/**
 * Pictures of the demo goods catalogue drawn on this server: /media/goods/1.svg …
 * /media/goods/GOODS_IMAGE_COUNT.svg. Each shows a simple flat drawing of its kind of product on
 * a soft ground; no text, no external URL.
 */
export const GOODS_IMAGES_URL_PREFIX = '/media/goods/';
export const GOODS_IMAGE_SIZE = 240;

export const goodsImageUrl = (n: number) => svgPictureUrl(GOODS_IMAGES_URL_PREFIX, n);

/** The kinds of product the pictures show; the catalogue names its items after them. */
export const GOODS_SHAPES = ['earbuds', 'watch', 'cup', 'backpack', 'sneaker', 'speaker', 'lamp', 'keyboard', 'tablet', 'camera', 'phone', 'laptop'] as const;
export type GoodsShape = (typeof GOODS_SHAPES)[number];
export const GOODS_IMAGE_COUNT = GOODS_SHAPES.length;

/** A shape in unit coordinates (0–1 across the picture). */
type Shape =
  | { kind: 'box'; cx: number; cy: number; w: number; h: number; r: number }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'ring'; cx: number; cy: number; r: number; thickness: number }
  /** Only the part of `shape` above a horizontal line. */
  | { kind: 'cut'; shape: Shape; lineY: number };

/** A rectangle `w` × `h` centred on (cx, cy) with corners rounded by `r`. */
const box = (cx: number, cy: number, w: number, h: number, r: number): Shape => ({ kind: 'box', cx, cy, w, h, r });
const circle = (cx: number, cy: number, r: number): Shape => ({ kind: 'circle', cx, cy, r });
const ring = (cx: number, cy: number, r: number, thickness: number): Shape => ({ kind: 'ring', cx, cy, r, thickness });
const cutAbove = (shape: Shape, lineY: number): Shape => ({ kind: 'cut', shape, lineY });

interface Layer {
  shape: Shape;
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
        { shape: cutAbove(ring(0.5, 0.3, 0.1, 0.04), 0.3), colour: ink },
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
        { shape: cutAbove(circle(0.5, 0.36, 0.18), 0.34), colour: accent },
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

const px = (v: number) => at(v * GOODS_IMAGE_SIZE);

/** The SVG element of a shape; a cut shape is clipped by the clip path `clipId`. */
function element(shape: Shape, fill: string, clipId: string): string {
  switch (shape.kind) {
    case 'box':
      return `<rect x="${px(shape.cx - shape.w / 2)}" y="${px(shape.cy - shape.h / 2)}" width="${px(shape.w)}" height="${px(shape.h)}" rx="${px(shape.r)}" fill="${fill}"/>`;
    case 'circle':
      return `<circle cx="${px(shape.cx)}" cy="${px(shape.cy)}" r="${px(shape.r)}" fill="${fill}"/>`;
    case 'ring':
      return `<circle cx="${px(shape.cx)}" cy="${px(shape.cy)}" r="${px(shape.r)}" fill="none" stroke="${fill}" stroke-width="${px(shape.thickness)}"/>`;
    case 'cut':
      return `<g clip-path="url(#${clipId})">${element(shape.shape, fill, clipId)}</g>`;
  }
}

function drawGoods(n: number): string {
  const kind = GOODS_SHAPES[(n - 1) % GOODS_SHAPES.length] ?? 'phone';
  const hue = ((n - 1) * 137) % 360;
  const layers = layersOf(kind, hsl(hue, 0.35, 0.25), hsl((hue + 40) % 360, 0.75, 0.55), [250, 250, 252]);
  const size = GOODS_IMAGE_SIZE;
  const clips = layers.flatMap(({ shape }, index) =>
    shape.kind === 'cut' ? [`<clipPath id="cut-${index}"><rect width="${size}" height="${px(shape.lineY)}"/></clipPath>`] : [],
  );
  return svgDocument(size, size, [
    '<defs>',
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(hsl(hue, 0.6, 0.93))}"/><stop offset="1" stop-color="${hex(hsl(hue, 0.55, 0.82))}"/></linearGradient>`,
    '<radialGradient id="shadow"><stop offset="0" stop-opacity="0.18"/><stop offset="1" stop-opacity="0"/></radialGradient>',
    ...clips,
    '</defs>',
    '<rect width="100%" height="100%" fill="url(#ground)"/>',
    // A soft shadow under the product.
    `<ellipse cx="${px(0.5)}" cy="${px(0.86)}" rx="${px(0.34)}" ry="${px(0.04)}" fill="url(#shadow)"/>`,
    ...layers.map(({ shape, colour }, index) => element(shape, hex(colour), `cut-${index}`)),
  ]);
}

/** A dozen small pictures. */
export function serveGoodsImages(app: FastifyInstance): void {
  serveSvgPictures(app, { urlPrefix: GOODS_IMAGES_URL_PREFIX, count: GOODS_IMAGE_COUNT, draw: drawGoods });
}
