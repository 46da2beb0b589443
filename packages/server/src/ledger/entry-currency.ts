import { LedgerError } from './ledger-error.js';
import type { EntryInput } from './types.js';

/**
 * Refuses an entry whose accounts are not all of one currency. Amounts of two currencies do not
 * add up, so such an entry could sum to zero and still create money in one currency and destroy
 * it in the other. `currencyOf` holds the currency of every account the entry names, as read with
 * the accounts' locks (the currency of an account never changes).
 */
export function refuseMixedCurrencies(input: Pick<EntryInput, 'requestId' | 'postings'>, currencyOf: ReadonlyMap<number, string>): void {
  const currencies = new Set(input.postings.map((posting) => currencyOf.get(posting.accountId) ?? `account ${posting.accountId}`));
  if (currencies.size > 1) {
    throw new LedgerError('mixed_currencies', `Entry ${input.requestId} mixes currencies (${[...currencies].sort().join(', ')}): each currency's books must balance on their own`);
  }
}
