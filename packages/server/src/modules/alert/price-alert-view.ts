import { canonicalPrice, type TPriceAlert } from '@meridian/protocol';
import type { PriceAlertRow } from '../../db/schema/index.js';

/** A price as PostgreSQL's `numeric` writes it, without the zeros its scale pads it with (`65000.000000000000` → `65000`). */
export const plainPrice = (text: string): string => canonicalPrice(text) ?? text;

/** An alert as its member reads it. A cancelled one is never answered, so its status here is active or fired. */
export function toPriceAlert(row: PriceAlertRow): TPriceAlert {
  return {
    id: row.id,
    allname: row.allname,
    kind: row.kind,
    price: row.price === null ? null : plainPrice(row.price),
    direction: row.direction,
    percent: row.percent === null ? null : Number(row.percent),
    windowMinutes: row.windowMinutes,
    repeat: row.repeat,
    status: row.status === 'fired' ? 'fired' : 'active',
    firedCount: row.firedCount,
    lastFiredAt: row.lastFiredAt === null ? null : row.lastFiredAt.getTime(),
    lastFiredPrice: row.lastFiredPrice === null ? null : plainPrice(row.lastFiredPrice),
    createdAt: row.createdAt.getTime(),
  };
}
