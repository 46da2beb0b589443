/**
 * `@meridian/server/ledger`: the ledger's tables, its check and its one posting function, for
 * benchmarks that post and settle at volume and then prove the books still balance.
 */
export { contractOrders, journalEntries, marketTickProofs } from '../db/schema/index.js';
export { checkLedger, describeDiscrepancy } from '../ledger/check-ledger.js';
export { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../ledger/accounts.js';
export { ledgerAmount } from '../ledger/amount.js';
export { postEntry } from '../ledger/post-entry.js';
export { loadContractTerms } from '../modules/contract/contract-terms.js';
