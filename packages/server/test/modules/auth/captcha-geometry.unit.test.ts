import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { drawPuzzle } from '../../../src/modules/auth/captcha/draw-puzzle.js';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  PIECE_MASK,
  PIECE_SIZE,
  PIECE_X_RANGE,
  PIECE_Y_RANGE,
  isInPiece,
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

  it('cuts the piece from the same picture: the hole is a darker copy of the piece', () => {
    let compared = 0;
    for (let y = 0; y < PIECE_SIZE; y += 1) {
      for (let x = 0; x < PIECE_SIZE; x += 1) {
        if (PIECE_MASK[y * PIECE_SIZE + x] !== 'inside') continue;
        const b = ((puzzle.y + y) * CAPTCHA_WIDTH + puzzle.x + x) * 4;
        const p = (y * PIECE_SIZE + x) * 4;
        const original = piece.data[p] ?? 0;
        const shaded = background.data[b] ?? 0;
        expect(Math.abs(shaded - Math.round(original * 0.42))).toBeLessThanOrEqual(1);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(900);
  });

  it('differs every time', () => {
    const other = drawPuzzle();
    expect(other.background.equals(puzzle.background)).toBe(false);
  });
});
