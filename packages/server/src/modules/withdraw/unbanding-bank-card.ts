import { eq, sql } from 'drizzle-orm';
import { API, ZOk, ZUnbandingBankCardRequest } from '@meridian/protocol';
import { bankCards } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMember } from '../member/member-info.js';
import { ownActiveBankCard } from './member-bank-cards.js';
import { provePayPassword } from './pay-password.js';

/**
 * Removes one of the caller's cards, proven by the pay password. The row stays (withdrawals made
 * to it point at it); it is only marked removed.
 */
export const unbandingBankCardCall = defineCall({
  path: API.withdraw.unbandingBankCard,
  request: ZUnbandingBankCardRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    await provePayPassword(deps, await loadMember(deps, memberId), input.payPassword);
    const card = await ownActiveBankCard(deps.db, memberId, input.bankCardId);
    await deps.db.update(bankCards).set({ removedAt: sql`now()` }).where(eq(bankCards.id, card.id));
    return { ok: true as const };
  },
});
