import type { Random } from '../../../images/random.js';
import { CAPTCHA_WIDTH, PIECE_MASK, PIECE_SIZE } from './puzzle-shape.js';

/** The piece as cut from the picture, in a light of its own. */
export interface CutPiece {
  /** RGBA, PIECE_SIZE square, transparent outside the piece. */
  image: Buffer;
  /** The recoloured picture over the piece's whole box (RGB, grain apart), for the decoys. */
  colours: Float32Array;
  /** The grain added to each pixel of the box, for the decoys. */
  grain: Float32Array;
}

/*
 * The piece must not be a copy of the picture's pixels, or template matching finds where it was cut
 * from in a few milliseconds: its colours are turned round the grey axis, its contrast and light
 * changed, and every pixel gets grain of its own. A member still sees the same shapes in it.
 */
const HUE_TURN_DEGREES = { min: 20, max: 35 } as const;
const CONTRAST = { min: 0.8, max: 1.2 } as const;
const LIGHT = 20;
const GRAIN = 30;
const OUTLINE_WHITE = 0.7;

/** A 3 × 3 matrix that turns RGB colours round the grey axis by `degrees`, greys left as they are. */
function hueTurn(degrees: number): readonly number[] {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const k = (1 - cos) / 3;
  const s = Math.sqrt(1 / 3) * Math.sin(angle);
  return [cos + k, k - s, k + s, k + s, cos + k, k - s, k - s, k + s, cos + k];
}

/** Mixes `v` towards white by `amount` (0–1). */
export function toWhite(v: number, amount: number): number {
  return v + (255 - v) * amount;
}

/** How the piece is recoloured: a turn of hue, a contrast and a light shift, drawn once per piece. */
interface Recolour {
  turn: readonly number[];
  contrast: number;
  light: number;
}

/** Channel `c` of an RGB pixel after the recolouring. */
function recoloured({ turn, contrast, light }: Recolour, rgb: readonly [number, number, number], c: number): number {
  const turned = (turn[c * 3] ?? 0) * rgb[0] + (turn[c * 3 + 1] ?? 0) * rgb[1] + (turn[c * 3 + 2] ?? 0) * rgb[2];
  return (turned - 128) * contrast + 128 + light;
}

/** Cuts the piece whose box's top-left is (x, y) out of `picture` (RGBA, CAPTCHA_WIDTH wide). */
export function cutPiece(picture: Uint8ClampedArray, x: number, y: number, random: Random): CutPiece {
  const recolour: Recolour = {
    turn: hueTurn((random.next() < 0.5 ? -1 : 1) * random.between(HUE_TURN_DEGREES.min, HUE_TURN_DEGREES.max)),
    contrast: random.between(CONTRAST.min, CONTRAST.max),
    light: random.between(-LIGHT, LIGHT),
  };
  const image = Buffer.alloc(PIECE_SIZE * PIECE_SIZE * 4);
  const pixels = new Uint8ClampedArray(image.buffer, image.byteOffset, image.length);
  const colours = new Float32Array(PIECE_SIZE * PIECE_SIZE * 3);
  const grain = new Float32Array(PIECE_SIZE * PIECE_SIZE);

  for (let py = 0; py < PIECE_SIZE; py += 1) {
    for (let px = 0; px < PIECE_SIZE; px += 1) {
      const at = py * PIECE_SIZE + px;
      const source = ((y + py) * CAPTCHA_WIDTH + (x + px)) * 4;
      const rgb = [picture[source] ?? 0, picture[source + 1] ?? 0, picture[source + 2] ?? 0] as const;
      const noise = random.between(-GRAIN, GRAIN);
      grain[at] = noise;
      for (let c = 0; c < 3; c += 1) colours[at * 3 + c] = recoloured(recolour, rgb, c);
      // Outside the shape the piece is transparent and black: its pixels there would tell too much.
      const role = PIECE_MASK[at];
      if (role === undefined || role === 'outside') continue;
      for (let c = 0; c < 3; c += 1) {
        const shown = (colours[at * 3 + c] ?? 0) + (grain[at] ?? 0);
        // Its own light outline, so it stands out wherever it is dragged.
        pixels[at * 4 + c] = role === 'edge' ? toWhite(shown, OUTLINE_WHITE) : shown;
      }
      pixels[at * 4 + 3] = 255;
    }
  }
  return { image, colours, grain };
}
