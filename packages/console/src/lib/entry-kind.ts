import type { TFunction } from 'i18next';
import { isOneOf } from './one-of';

/** What the ledger records a bill as (its journal entry's kind: packages/server/src/ledger/entry-kinds.ts). */
const ENTRY_KINDS = [
  'demo_grant', 'adjustment', 'recharge', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_rejected', 'contract_hold', 'contract_settle',
  'mining_buy', 'mining_income', 'mining_principal', 'interest_deposit', 'interest_extract', 'goods_order_pay', 'referral_commission',
] as const;
type EntryKind = (typeof ENTRY_KINDS)[number];

/** A bill's entry (`withdrawal_rejected`) in the operator's words; one the console does not know shows as the server wrote it. */
export const entryKindLabel = (t: TFunction, kind: string): string => (isOneOf<EntryKind>(ENTRY_KINDS, kind) ? t(`bills.kinds.${kind}`) : kind);
