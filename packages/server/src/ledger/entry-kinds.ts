import type { LedgerEntryKind } from '@meridian/protocol';
/**
 * The closed lists of what the ledger records: every journal entry's `kind`, every `cause.type`,
 * and the request id each kind's entry is posted under. A leaf module (it imports only the protocol), so
 * the bill types, the posting code and the tests can all name these without a cycle.
 *
 * These strings are stored in `journal_entries` (kind, cause_type, request_id): renaming one
 * would leave the rows already written under the old name. Add, never rename.
 */

/** What happened, one per money flow (ledger/README.md, "Money flows"): the protocol's list, which the console names too. */
export type EntryKind = LedgerEntryKind;

/**
 * The record an entry moves money for (a bill links to it): `cause_id` is that record's order
 * number or reference. Only `demo_grant` is posted without a cause.
 */
export type CauseType = 'adjustment' | 'recharge' | 'withdrawal' | 'contract' | 'mining' | 'interest' | 'task' | 'commission';

/**
 * What comes before the record's ids in each kind's request id. Not derived from the kind: the
 * prefixes predate this table, and the request ids already stored must come out the same, or a
 * replay after an upgrade would post a second time (the unique request_id is the only guard).
 */
const REQUEST_ID_PREFIX: Readonly<Record<EntryKind, string>> = {
  demo_grant: 'seed:demo-balance',
  adjustment: 'adjustment',
  recharge: 'recharge',
  withdrawal_hold: 'withdraw-hold',
  withdrawal_paid: 'withdraw-pay',
  withdrawal_rejected: 'withdraw-reject',
  contract_hold: 'contract-hold',
  contract_settle: 'contract-settle',
  mining_buy: 'mining-buy',
  mining_income: 'mining-income',
  mining_principal: 'mining-principal',
  interest_deposit: 'interest-deposit',
  interest_extract: 'interest-extract',
  goods_order_pay: 'goods-order-pay',
  referral_commission: 'referral',
};

/**
 * The ids that make each kind's request id unique. Most kinds post once per record (its order
 * number or reference); a mining machine pays once per day, a referral once per cause and level;
 * the demo grant once per database.
 */
export type RequestIdParts<K extends EntryKind> = K extends 'demo_grant'
  ? []
  : K extends 'mining_income'
    ? [orderNo: string, day: number]
    : K extends 'referral_commission'
      ? [causeType: string, causeId: string, level: number]
      : [recordId: string];

/** The request id of a kind's entry: `<prefix>:<part>:<part>…`, as stored since each flow began. */
export function requestIdOf<K extends EntryKind>(kind: K, ...parts: RequestIdParts<K>): string {
  return [REQUEST_ID_PREFIX[kind], ...parts].join(':');
}
