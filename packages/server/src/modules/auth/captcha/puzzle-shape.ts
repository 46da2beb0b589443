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
 * A jigsaw piece inside its 50 × 50 box: a square body with a round knob on top and on the right
 * and a round notch on the left, so its outline cannot be matched by a plain square.
 */
const BODY = { left: 8, top: 8, right: 42, bottom: 42 } as const;
const KNOB_RADIUS = 7;
const NOTCH_RADIUS = 6;
const TOP_KNOB = { x: 25, y: BODY.top } as const;
const RIGHT_KNOB = { x: BODY.right, y: 25 } as const;
const LEFT_NOTCH = { x: BODY.left, y: 25 } as const;

function within(x: number, y: number, centre: { x: number; y: number }, radius: number): boolean {
  const dx = x - centre.x;
  const dy = y - centre.y;
  return dx * dx + dy * dy <= radius * radius;
}

/** Whether pixel (x, y) of the piece's box (its centre, to be exact) belongs to the piece. */
export function isInPiece(x: number, y: number): boolean {
  const cx = x + 0.5;
  const cy = y + 0.5;
  const inBody = cx >= BODY.left && cx < BODY.right && cy >= BODY.top && cy < BODY.bottom;
  if (inBody && within(cx, cy, LEFT_NOTCH, NOTCH_RADIUS)) return false;
  return inBody || within(cx, cy, TOP_KNOB, KNOB_RADIUS) || within(cx, cy, RIGHT_KNOB, KNOB_RADIUS);
}

export type PixelRole = 'outside' | 'inside' | 'edge';

/** Each pixel of the box, row by row: outside the piece, inside it, or on its outline. */
export const PIECE_MASK: readonly PixelRole[] = (() => {
  const roles: PixelRole[] = [];
  for (let y = 0; y < PIECE_SIZE; y += 1) {
    for (let x = 0; x < PIECE_SIZE; x += 1) {
      if (!isInPiece(x, y)) roles.push('outside');
      else {
        const onEdge = !isInPiece(x - 1, y) || !isInPiece(x + 1, y) || !isInPiece(x, y - 1) || !isInPiece(x, y + 1);
        roles.push(onEdge ? 'edge' : 'inside');
      }
    }
  }
  return roles;
})();
