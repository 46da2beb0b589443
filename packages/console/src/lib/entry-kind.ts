import type { TFunction } from 'i18next';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '@meridian/protocol';
import { isOneOf } from './one-of';

/** A bill's entry (`withdrawal_rejected`) in the operator's words; one the console does not know shows as the server wrote it. */
export const entryKindLabel = (t: TFunction, kind: string): string => (isOneOf<LedgerEntryKind>(LEDGER_ENTRY_KINDS, kind) ? t(`bills.kinds.${kind}`) : kind);
