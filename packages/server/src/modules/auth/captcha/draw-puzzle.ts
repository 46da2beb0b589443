import { randomInt } from 'node:crypto';
import { encodePng } from '../../../images/encode-png.js';
import { createRandom } from '../../../images/random.js';
import { cutPiece } from './cut-piece.js';
import { paintBackground } from './paint-background.js';
import { paintDecoy, paintSlot } from './paint-holes.js';
import { placeDecoys } from './place-decoys.js';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, PIECE_SIZE, PIECE_X_RANGE, PIECE_Y_RANGE } from './puzzle-shape.js';

export interface DrawnPuzzle {
  /** PNG, CAPTCHA_WIDTH × CAPTCHA_HEIGHT: the picture with the piece's slot and decoy holes. */
  background: Buffer;
  /** PNG, PIECE_SIZE square, transparent outside the piece. */
  piece: Buffer;
  /** Top-left of the piece's box in the background: x is the answer. */
  x: number;
  y: number;
  /** Left of each decoy hole's box, on row y. */
  decoys: readonly number[];
}

/** How dark the decoys are, per channel: a dark colour of this puzzle's own. */
const DECOY_TINT = { min: 15, max: 45 } as const;

/** Paints a new picture, cuts the piece out of it at a random place, draws its slot and decoys. */
export function drawPuzzle(): DrawnPuzzle {
  const x = randomInt(PIECE_X_RANGE.min, PIECE_X_RANGE.max + 1);
  const y = randomInt(PIECE_Y_RANGE.min, PIECE_Y_RANGE.max + 1);
  const random = createRandom();
  const background = paintBackground(random);
  const picture = new Uint8ClampedArray(background.buffer, background.byteOffset, background.length);

  const piece = cutPiece(picture, x, y, random);
  paintSlot(picture, x, y, random);
  const tint = [0, 1, 2].map(() => random.between(DECOY_TINT.min, DECOY_TINT.max));
  const decoys = placeDecoys(x);
  for (const decoy of decoys) paintDecoy(picture, decoy.x, y, decoy.shape, piece, tint);

  return {
    background: encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, background, true),
    piece: encodePng(PIECE_SIZE, PIECE_SIZE, piece.image),
    x,
    y,
    decoys: decoys.map((decoy) => decoy.x),
  };
}
