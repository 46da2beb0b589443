import type { Random } from '../../../images/random.js';
import { toWhite, type CutPiece } from './cut-piece.js';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, PIECE_SHAPE, stencilOf, type Stencil } from './puzzle-shape.js';

/*
 * Where the piece goes and where it does not, drawn so that a member tells them apart by their
 * shape while template matching (pixels, gradients, outlines, dark areas) prefers a decoy:
 * - the slot has the piece's shape grown by a small gap, is frosted (the picture washed towards
 *   grey, with grain of its own) and has a light outline: a member sees a slot of the piece's
 *   shape, and sees the piece sit in it with an even gap once there;
 * - a decoy has another shape at the piece's own size, is dark, and shows the piece's own colours
 *   and grain: the piece's pixels and edges match a decoy better than they match the slot.
 */
export const SLOT_GAP_PX = 3;
const SLOT = stencilOf(PIECE_SHAPE, SLOT_GAP_PX);
const SLOT_FROST = 0.6;
const SLOT_KEEP = 0.3;
const SLOT_GREY = 100;
const SLOT_GRAIN = 30;
const SLOT_OUTLINE_WHITE = 0.6;
const DECOY_SHADE = 0.35;
const DECOY_OUTLINE_WHITE = 0.5;

/** Calls `paint` with the picture's byte index and the stencil's role for each pixel of `stencil` at (x, y). */
function eachPixel(stencil: Stencil, x: number, y: number, paint: (index: number, role: 'inside' | 'edge', at: number) => void): void {
  for (let sy = 0; sy < stencil.size; sy += 1) {
    const iy = y + stencil.from + sy;
    if (iy < 0 || iy >= CAPTCHA_HEIGHT) continue;
    for (let sx = 0; sx < stencil.size; sx += 1) {
      const ix = x + stencil.from + sx;
      const role = stencil.roles[sy * stencil.size + sx];
      if (ix < 0 || ix >= CAPTCHA_WIDTH || role === undefined || role === 'outside') continue;
      paint((iy * CAPTCHA_WIDTH + ix) * 4, role, sy * stencil.size + sx);
    }
  }
}

/** Draws the slot the piece fits, its box's top-left at (x, y). */
export function paintSlot(picture: Uint8ClampedArray, x: number, y: number, random: Random): void {
  eachPixel(SLOT, x, y, (index, role) => {
    const grain = random.between(-SLOT_GRAIN, SLOT_GRAIN);
    for (let c = 0; c < 3; c += 1) {
      const original = picture[index + c] ?? 0;
      const frosted = original + (original * SLOT_KEEP + SLOT_GREY + grain - original) * SLOT_FROST;
      picture[index + c] = role === 'edge' ? toWhite(frosted, SLOT_OUTLINE_WHITE) : frosted;
    }
  });
}

/**
 * Draws a decoy hole of `shape`, its box's top-left at (x, y). The stencil is at the piece's own
 * size (from 0), so its pixels line up with the piece's colours and grain.
 */
export function paintDecoy(picture: Uint8ClampedArray, x: number, y: number, shape: Stencil, piece: CutPiece, tint: readonly number[]): void {
  eachPixel(shape, x, y, (index, role, at) => {
    for (let c = 0; c < 3; c += 1) {
      const original = picture[index + c] ?? 0;
      const dark = (piece.colours[at * 3 + c] ?? 0) * DECOY_SHADE + (tint[c] ?? 0) + (piece.grain[at] ?? 0);
      picture[index + c] = role === 'edge' ? toWhite(original, DECOY_OUTLINE_WHITE) : dark;
    }
  });
}
