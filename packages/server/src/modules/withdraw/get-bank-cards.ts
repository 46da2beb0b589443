import { API, ZGetBankCardsRequest, ZGetBankCardsResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { toBankCard } from './bank-card-view.js';
import { activeBankCards } from './member-bank-cards.js';

/** The caller's bound cards, oldest first, account numbers masked. */
export const getBankCardsCall = defineCall({
  path: API.withdraw.getBankCards,
  request: ZGetBankCardsRequest,
  response: ZGetBankCardsResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    const cards = await activeBankCards(context.deps.db, memberId);
    return { list: cards.map(toBankCard) };
  },
});
