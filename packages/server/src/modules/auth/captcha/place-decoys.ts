import { randomInt } from 'node:crypto';
import { SLOT_GAP_PX } from './paint-holes.js';
import { CAPTCHA_WIDTH, DECOY_SHAPES, PIECE_SIZE, stencilOf, type Stencil } from './puzzle-shape.js';

export interface Decoy {
  /** Left of the decoy's box, on the piece's row. */
  x: number;
  shape: Stencil;
}

const DECOY_STENCILS: readonly Stencil[] = DECOY_SHAPES.map((shape) => stencilOf(shape));
const MOST_DECOYS = 2;
/** Clear of the piece where it starts (at the left), and of the right edge. */
const DECOY_X_RANGE = { min: PIECE_SIZE + 5, max: CAPTCHA_WIDTH - PIECE_SIZE - 5 } as const;
/** Boxes this far apart do not overlap, the slot's gap and outlines included. */
const CLEARANCE = PIECE_SIZE + SLOT_GAP_PX + 1;

/**
 * Up to two decoy holes on the piece's row (the only row it moves along, so the only row a machine
 * searches), each clear of the slot at `slotX` and of each other, each of a different shape. There
 * is always room for one. Drawn from the system's secure source, like the slot's place.
 */
export function placeDecoys(slotX: number): Decoy[] {
  const taken = [slotX];
  const shapes = [...DECOY_STENCILS];
  const decoys: Decoy[] = [];
  while (decoys.length < MOST_DECOYS) {
    const free: number[] = [];
    for (let x = DECOY_X_RANGE.min; x <= DECOY_X_RANGE.max; x += 1) {
      if (taken.every((other) => Math.abs(other - x) >= CLEARANCE)) free.push(x);
    }
    const x = free[randomInt(0, Math.max(1, free.length))];
    const [shape] = shapes.splice(randomInt(0, shapes.length), 1);
    if (x === undefined || shape === undefined) break;
    taken.push(x);
    decoys.push({ x, shape });
  }
  return decoys;
}
