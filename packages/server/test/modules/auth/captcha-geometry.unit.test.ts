import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { drawPuzzle } from '../../../src/modules/auth/captcha/draw-puzzle.js';
import { SLOT_GAP_PX } from '../../../src/modules/auth/captcha/paint-holes.js';
import { placeDecoys } from '../../../src/modules/auth/captcha/place-decoys.js';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  DECOY_SHAPES,
  PIECE_MASK,
  PIECE_SHAPE,
  PIECE_SIZE,
  PIECE_X_RANGE,
  PIECE_Y_RANGE,
  isInPiece,
  stencilOf,
} from '../../../src/modules/auth/captcha/puzzle-shape.js';

describe('the puzzle piece', () => {
  it('fits its 50 × 50 box with room for the outline', () => {
    expect(PIECE_MASK).toHaveLength(PIECE_SIZE * PIECE_SIZE);
    for (let i = 0; i < PIECE_SIZE; i += 1) {
      expect(isInPiece(i, 0)).toBe(false);
      expect(isInPiece(0, i)).toBe(false);
      expect(isInPiece(i, PIECE_SIZE - 1)).toBe(false);
    }
  });

  it('is a jigsaw shape, not a square: a knob on top and right, a notch on the left', () => {
    expect(isInPiece(25, 3)).toBe(true); // top knob above the body
    expect(isInPiece(47, 25)).toBe(true); // right knob beyond the body
    expect(isInPiece(10, 25)).toBe(false); // notch cut into the body's left side
    expect(isInPiece(10, 10)).toBe(true); // body corner
    expect(isInPiece(5, 5)).toBe(false);
  });

  it('outlines the piece: every edge pixel touches the outside', () => {
    const inside = PIECE_MASK.filter((role) => role === 'inside').length;
    const edge = PIECE_MASK.filter((role) => role === 'edge').length;
    expect(inside).toBeGreaterThan(900);
    expect(edge).toBeGreaterThan(100);
  });
});

describe('the holes', () => {
  it('give the piece a slot of its own shape, a little larger: the piece fits inside it', () => {
    const slot = stencilOf(PIECE_SHAPE, SLOT_GAP_PX);
    for (let y = 0; y < PIECE_SIZE; y += 1) {
      for (let x = 0; x < PIECE_SIZE; x += 1) {
        if (!isInPiece(x, y)) continue;
        expect(slot.roles[(y - slot.from) * slot.size + (x - slot.from)]).not.toBe('outside');
      }
    }
  });

  it('give every decoy a shape that the piece, laid over it, leaves partly uncovered', () => {
    for (const shape of DECOY_SHAPES) {
      const uncovered = stencilOf(shape).roles.filter((role, i) => role !== 'outside' && PIECE_MASK[i] === 'outside').length;
      expect(uncovered, JSON.stringify(shape)).toBeGreaterThan(40);
    }
  });

  it('always find room for a decoy or two, clear of the slot and of each other', () => {
    for (let slotX = PIECE_X_RANGE.min; slotX <= PIECE_X_RANGE.max; slotX += 1) {
      const decoys = placeDecoys(slotX);
      expect(decoys.length).toBeGreaterThanOrEqual(1);
      const boxes = [slotX, ...decoys.map((decoy) => decoy.x)];
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) expect(Math.abs(a - b)).toBeGreaterThanOrEqual(PIECE_SIZE + SLOT_GAP_PX);
      }
      expect(new Set(decoys.map((decoy) => decoy.shape)).size).toBe(decoys.length);
    }
  });
});

describe('a drawn puzzle', () => {
  const puzzle = drawPuzzle();
  const background = PNG.sync.read(puzzle.background);
  const piece = PNG.sync.read(puzzle.piece);

  it('has a 300 × 160 background and a 50 × 50 piece', () => {
    expect([background.width, background.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect([piece.width, piece.height]).toEqual([PIECE_SIZE, PIECE_SIZE]);
  });

  it('places the cut-out clear of the start position and the edges', () => {
    expect(puzzle.x).toBeGreaterThanOrEqual(PIECE_X_RANGE.min);
    expect(puzzle.x).toBeLessThanOrEqual(PIECE_X_RANGE.max);
    expect(puzzle.y).toBeGreaterThanOrEqual(PIECE_Y_RANGE.min);
    expect(puzzle.y).toBeLessThanOrEqual(PIECE_Y_RANGE.max);
  });

  it('leaves the piece transparent outside its shape and opaque inside', () => {
    for (let y = 0; y < PIECE_SIZE; y += 1) {
      for (let x = 0; x < PIECE_SIZE; x += 1) {
        const alpha = piece.data[(y * PIECE_SIZE + x) * 4 + 3];
        expect(alpha).toBe(isInPiece(x, y) ? 255 : 0);
      }
    }
  });

  it('keeps the picture out of the piece’s transparent pixels: they are black', () => {
    for (let i = 0; i < PIECE_SIZE * PIECE_SIZE; i += 1) {
      if (PIECE_MASK[i] !== 'outside') continue;
      expect([...piece.data.subarray(i * 4, i * 4 + 4)]).toEqual([0, 0, 0, 0]);
    }
  });

  it('does not show the piece as a copy of the picture under its slot, darkened or not', () => {
    // Old puzzles shaded the hole to 0.42 of the piece's own pixels: now nothing ties them pixel by pixel.
    let unlike = 0;
    let compared = 0;
    for (let y = 0; y < PIECE_SIZE; y += 1) {
      for (let x = 0; x < PIECE_SIZE; x += 1) {
        if (PIECE_MASK[y * PIECE_SIZE + x] !== 'inside') continue;
        const b = ((puzzle.y + y) * CAPTCHA_WIDTH + puzzle.x + x) * 4;
        const p = (y * PIECE_SIZE + x) * 4;
        if (Math.abs((background.data[b] ?? 0) - Math.round((piece.data[p] ?? 0) * 0.42)) > 1) unlike += 1;
        compared += 1;
      }
    }
    expect(unlike / compared).toBeGreaterThan(0.9);
  });

  it('draws one or two decoy holes on the piece’s row, clear of its slot and of where it starts', () => {
    expect(puzzle.decoys.length).toBeGreaterThanOrEqual(1);
    expect(puzzle.decoys.length).toBeLessThanOrEqual(2);
    for (const x of puzzle.decoys) {
      expect(Math.abs(x - puzzle.x)).toBeGreaterThanOrEqual(PIECE_SIZE + SLOT_GAP_PX);
      expect(x).toBeGreaterThan(PIECE_SIZE);
      expect(x + PIECE_SIZE).toBeLessThanOrEqual(CAPTCHA_WIDTH);
    }
  });

  it('differs every time', () => {
    const other = drawPuzzle();
    expect(other.background.equals(puzzle.background)).toBe(false);
  });
});
