import { randomInt } from 'node:crypto';
import { encodePng } from '../../../images/encode-png.js';
import { createRandom } from '../../../images/random.js';
import { paintBackground } from './paint-background.js';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  PIECE_MASK,
  PIECE_SIZE,
  PIECE_X_RANGE,
  PIECE_Y_RANGE,
} from './puzzle-shape.js';

export interface DrawnPuzzle {
  /** PNG, CAPTCHA_WIDTH × CAPTCHA_HEIGHT, with the cut-out darkened and outlined. */
  background: Buffer;
  /** PNG, PIECE_SIZE square, transparent outside the piece. */
  piece: Buffer;
  /** Top-left of the piece's box in the background: x is the answer. */
  x: number;
  y: number;
}

const CUT_OUT_SHADE = 0.42;
const OUTLINE_WHITE = 0.65;

function toWhite(v: number, amount: number): number {
  return Math.round(v + (255 - v) * amount);
}

/** Paints a new picture, cuts the piece out of it at a random place, and encodes both. */
export function drawPuzzle(): DrawnPuzzle {
  const x = randomInt(PIECE_X_RANGE.min, PIECE_X_RANGE.max + 1);
  const y = randomInt(PIECE_Y_RANGE.min, PIECE_Y_RANGE.max + 1);
  const background = paintBackground(createRandom());
  const piece = Buffer.alloc(PIECE_SIZE * PIECE_SIZE * 4);

  for (let py = 0; py < PIECE_SIZE; py += 1) {
    for (let px = 0; px < PIECE_SIZE; px += 1) {
      const role = PIECE_MASK[py * PIECE_SIZE + px];
      if (role === undefined || role === 'outside') continue;
      const b = ((y + py) * CAPTCHA_WIDTH + (x + px)) * 4;
      const p = (py * PIECE_SIZE + px) * 4;
      for (let c = 0; c < 3; c += 1) {
        const original = background[b + c] ?? 0;
        // The piece keeps the picture's own pixels, with a light outline; the hole it leaves is
        // shaded and outlined so a member can see where it goes.
        piece[p + c] = role === 'edge' ? toWhite(original, OUTLINE_WHITE) : original;
        background[b + c] = role === 'edge' ? toWhite(original, OUTLINE_WHITE * 0.8) : Math.round(original * CUT_OUT_SHADE);
      }
      piece[p + 3] = 255;
    }
  }

  return {
    background: encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, background, true),
    piece: encodePng(PIECE_SIZE, PIECE_SIZE, piece),
    x,
    y,
  };
}
