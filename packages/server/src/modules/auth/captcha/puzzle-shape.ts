/** The slider puzzle's geometry (also the answer's units: pixels of the background). */
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 160;
export const PIECE_SIZE = 50;
/** How far from the cut-out a released piece may be and still count. */
export const CAPTCHA_TOLERANCE_PX = 6;
export const CAPTCHA_TTL_SECONDS = 120;

/** Where the piece's box may sit: clear of the start position at the left, and of the edges. */
export const PIECE_X_RANGE = { min: PIECE_SIZE + 20, max: CAPTCHA_WIDTH - PIECE_SIZE - 5 } as const;
export const PIECE_Y_RANGE = { min: 5, max: CAPTCHA_HEIGHT - PIECE_SIZE - 5 } as const;

/*
 * A jigsaw piece inside its 50 × 50 box: a square body whose every side is flat, has a round knob
 * out of it, or a round notch into it. The piece has a knob on top and on the right and a notch on
 * the left, so its outline cannot be matched by a plain square; decoy holes have other sides.
 */
export type Side = 'flat' | 'knob' | 'notch';
export interface PieceShape {
  top: Side;
  right: Side;
  bottom: Side;
  left: Side;
}

export const PIECE_SHAPE: PieceShape = { top: 'knob', right: 'knob', bottom: 'flat', left: 'notch' };

/**
 * Shapes for decoy holes. Each leaves some of itself uncovered when the piece is laid over it (a
 * knob below, or the notch filled in), which a member sees at once, while most of its outline (the
 * body, the top and right knobs) still matches the piece's.
 */
export const DECOY_SHAPES: readonly PieceShape[] = [
  { top: 'knob', right: 'knob', bottom: 'knob', left: 'notch' },
  { top: 'knob', right: 'knob', bottom: 'flat', left: 'flat' },
  { top: 'knob', right: 'knob', bottom: 'flat', left: 'knob' },
  { top: 'knob', right: 'knob', bottom: 'knob', left: 'flat' },
];

const BODY = { left: 8, top: 8, right: 42, bottom: 42 } as const;
const CENTRE = (BODY.left + BODY.right) / 2;
const KNOB_RADIUS = 7;
const NOTCH_RADIUS = 6;

function within(x: number, y: number, cx: number, cy: number, radius: number): boolean {
  const dx = x - cx;
  const dy = y - cy;
  return dx * dx + dy * dy <= radius * radius;
}

/**
 * Whether pixel (x, y) of the box (its centre, to be exact) belongs to a piece of `shape`, grown by
 * `grow` pixels all round: body and knobs grow, notches keep their size (the piece's notch still
 * fits over them, and a notch that shrank away would make the shape hard to read).
 */
export function isInShape(shape: PieceShape, x: number, y: number, grow = 0): boolean {
  const cx = x + 0.5;
  const cy = y + 0.5;
  const sides: readonly (readonly [Side, number, number])[] = [
    [shape.top, CENTRE, BODY.top],
    [shape.right, BODY.right, CENTRE],
    [shape.bottom, CENTRE, BODY.bottom],
    [shape.left, BODY.left, CENTRE],
  ];
  const inBody = cx >= BODY.left - grow && cx < BODY.right + grow && cy >= BODY.top - grow && cy < BODY.bottom + grow;
  if (inBody) return !sides.some(([side, sx, sy]) => side === 'notch' && within(cx, cy, sx, sy, NOTCH_RADIUS));
  return sides.some(([side, sx, sy]) => side === 'knob' && within(cx, cy, sx, sy, KNOB_RADIUS + grow));
}

/** Whether pixel (x, y) of the piece's box belongs to the piece. */
export function isInPiece(x: number, y: number): boolean {
  return isInShape(PIECE_SHAPE, x, y);
}

export type PixelRole = 'outside' | 'inside' | 'edge';

/** A shape's pixels over a square of `size` whose top-left is (`from`, `from`) in the piece's box. */
export interface Stencil {
  from: number;
  size: number;
  /** Row by row: outside the shape, inside it, or on its outline. */
  roles: readonly PixelRole[];
}

/** Room around the piece's box for the knobs of a grown hole. */
const STENCIL_MARGIN = 4;

export function stencilOf(shape: PieceShape, grow = 0): Stencil {
  const from = grow > 0 ? -STENCIL_MARGIN : 0;
  const size = PIECE_SIZE - 2 * from;
  const inside = (x: number, y: number) => isInShape(shape, x + from, y + from, grow);
  const roles: PixelRole[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!inside(x, y)) roles.push('outside');
      else roles.push(!inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y - 1) || !inside(x, y + 1) ? 'edge' : 'inside');
    }
  }
  return { from, size, roles };
}

/** The piece's pixels over its box, row by row. */
export const PIECE_MASK: readonly PixelRole[] = stencilOf(PIECE_SHAPE).roles;
