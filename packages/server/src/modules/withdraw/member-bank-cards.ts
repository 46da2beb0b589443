import { and, asc, eq, isNull } from 'drizzle-orm';
import { CODE } from '@meridian/protocol';
import { bankCards } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';

/** How many cards a member may keep at once. */
export const MAX_BANK_CARDS = 5;

export type BankCardRow = typeof bankCards.$inferSelect;

export async function activeBankCards(db: DbOrTx, memberId: number): Promise<BankCardRow[]> {
  return db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
    .orderBy(asc(bankCards.id));
}

/** One of the member's own cards that is still bound; another member's card is "not found" too. */
export async function ownActiveBankCard(db: DbOrTx, memberId: number, bankCardId: number): Promise<BankCardRow> {
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, bankCardId), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)));
  if (!card) throw new AppError(CODE.NOT_FOUND, 'error.bankCardNotFound');
  return card;
}
