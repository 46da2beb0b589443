import { Decimal } from 'decimal.js';
import { WIN_LIST_SIZE, type TWin } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';

/** A settled contract as the win list reads it, before anything is hidden. */
export interface SettledContract {
  id: number;
  username: string;
  allname: string;
  /** Staked, a decimal string. */
  amount: string;
  /** Won on top of the stake (negative or zero for a loss or a draw), a decimal string. */
  profit: string;
  settledAt: Date;
}

/**
 * Where the recent settled contracts come from (newest settled first, at most `limit`): the
 * contract orders (modules/contract/contract-win-source.ts); tests pass their own.
 */
export type WinListSource = (db: DbOrTx, limit: number) => Promise<readonly SettledContract[]>;

/**
 * A username as the public ticker shows it: the first two and last two characters
 * (`demo0001` → `de***01`); short names keep only their first character.
 */
export function maskUsername(username: string): string {
  // Usernames are plain ASCII names or email addresses (rules/validators.ts): slicing is safe.
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

function isWin(contract: SettledContract): boolean {
  try {
    return new Decimal(contract.profit).gt(0);
  } catch {
    return false;
  }
}

/** The wins among settled contracts, newest first, at most `limit`, with usernames masked. */
export function recentWins(contracts: readonly SettledContract[], limit: number = WIN_LIST_SIZE): TWin[] {
  return contracts
    .filter(isWin)
    .sort((a, b) => b.settledAt.getTime() - a.settledAt.getTime() || b.id - a.id)
    .slice(0, limit)
    .map((contract) => ({
      id: contract.id,
      username: maskUsername(contract.username),
      allname: contract.allname,
      amount: new Decimal(contract.amount).toFixed(2),
      profit: new Decimal(contract.profit).toFixed(2),
      time: contract.settledAt.getTime(),
    }));
}
