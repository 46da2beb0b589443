import { ZContractStatus, type ContractOutcome } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { formatMoney } from '../../../lib/money';

/**
 * How a pushed settlement ended. The push's status is free text on the wire, so when it is not one
 * of the outcomes the profit's sign tells: it follows from the two ticks the same way.
 */
export function settlementOutcome(status: string, profit: string): ContractOutcome {
  const parsed = ZContractStatus.safeParse(status);
  if (parsed.success && parsed.data !== 'running') return parsed.data;
  const sign = new Decimal(profit).comparedTo(0);
  return sign > 0 ? 'won' : sign < 0 ? 'lost' : 'draw';
}

/** The profit as the member reads it: grouped and rounded, a win with its plus sign. */
export function shownProfit(outcome: ContractOutcome, profit: string): string {
  const shown = formatMoney(profit);
  return outcome === 'won' ? `+${shown}` : shown;
}
