/**
 * What the ledger records, one kind per money flow (packages/server/src/ledger/README.md, "Money
 * flows"): every journal entry's `kind`. The server posts only these; the console names each in the
 * operator's words. Stored in `journal_entries.kind`: add, never rename (rows already written keep
 * the old name).
 */
export const LEDGER_ENTRY_KINDS = [
  'demo_grant',
  'adjustment',
  'recharge',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_rejected',
  'contract_hold',
  'contract_settle',
  'mining_buy',
  'mining_income',
  'mining_principal',
  'interest_deposit',
  'interest_extract',
  'goods_order_pay',
  'referral_commission',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
