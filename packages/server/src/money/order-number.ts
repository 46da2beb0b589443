import { randomInt } from 'node:crypto';

/**
 * An order number a member can read out to support: a prefix for the kind (`RC` recharge, `WD`
 * withdrawal, …), the UTC date and time to the second, and six random digits. Unique in practice;
 * the tables' unique keys make sure of it.
 */
export function newOrderNumber(prefix: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
