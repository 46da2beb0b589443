import { randomInt } from 'node:crypto';

/**
 * An order number a member can read out to support: a prefix for the kind (`RC` recharge, `WD`
 * withdrawal, …), the UTC date and time to the second, and ten random digits. Ten, not fewer: at a
 * thousand orders in one second (a busy contract second) six digits would clash about every other
 * second, ten about once in 20,000 such seconds; the tables' unique keys refuse the rare clash.
 */
export function newOrderNumber(prefix: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}
