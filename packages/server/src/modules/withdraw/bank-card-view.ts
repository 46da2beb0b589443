import type { TBankCard } from '@meridian/protocol';
import type { bankCards } from '../../db/schema/index.js';

/** All but the last 4 characters hidden, grouped like a card: `**** **** 1234`. */
export function maskTail(value: string): string {
  if (value === '') return '';
  return `**** **** ${value.slice(-4)}`;
}

export function toBankCard(row: typeof bankCards.$inferSelect): TBankCard {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    holder: row.holder,
    account: maskTail(row.account),
    iban: maskTail(row.iban),
    createdAt: row.createdAt.getTime(),
  };
}
