import { compareDecimalText, priceRate, readDecimalText, type TOpenCurrency } from '@meridian/protocol';

export type PriceMove = 'up' | 'down';
/** A price push: allname → [current price, reference price]. */
export type PricePush = Record<string, readonly [string | number, string | number]>;

/** -1, 0 or 1 as `after` is below, at or above `before`; null when either is not a decimal. */
function comparison(before: string, after: string): -1 | 0 | 1 | null {
  const was = readDecimalText(before);
  const now = readDecimalText(after);
  return was === undefined || now === undefined ? null : compareDecimalText(now, was);
}

function sameValue(a: string, b: string): boolean {
  const order = comparison(a, b);
  return order === null ? a === b : order === 0;
}

function moveOf(before: string, after: string): PriceMove | null {
  const order = comparison(before, after);
  return order === 1 ? 'up' : order === -1 ? 'down' : null;
}

/**
 * Applies a price push to the rows: a row whose price or rate changed is replaced, every other row
 * is kept as the same object (so a memoised row does not render again). When nothing changed the
 * same array comes back. Also says which rows moved up or down.
 */
export function mergePricePush(rows: readonly TOpenCurrency[], push: PricePush): { rows: readonly TOpenCurrency[]; moves: Map<string, PriceMove> } {
  const moves = new Map<string, PriceMove>();
  const next = rows.map((row) => {
    const entry = push[row.allname];
    if (entry === undefined) return row;
    const [current, reference] = entry;
    const price = String(current);
    const rate = priceRate(current, reference);
    if (sameValue(price, row.price) && rate === row.rate) return row;
    const move = moveOf(row.price, price);
    if (move !== null) moves.set(row.allname, move);
    return { ...row, price, rate };
  });
  const changed = next.some((row, index) => row !== rows[index]);
  return { rows: changed ? next : rows, moves };
}
