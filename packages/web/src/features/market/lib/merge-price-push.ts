import { priceRate, type TOpenCurrency } from '@meridian/protocol';
import Decimal from 'decimal.js';

export type PriceMove = 'up' | 'down';
/** A price push: allname → [current price, reference price]. */
export type PricePush = Record<string, readonly [string | number, string | number]>;

function sameValue(a: string, b: string): boolean {
  try {
    return new Decimal(a).equals(new Decimal(b));
  } catch {
    return a === b;
  }
}

function moveOf(before: string, after: string): PriceMove | null {
  try {
    const cmp = new Decimal(after).comparedTo(new Decimal(before));
    return cmp > 0 ? 'up' : cmp < 0 ? 'down' : null;
  } catch {
    return null;
  }
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
