import { eq } from 'drizzle-orm';
import { API, CODE, ZAddBankCardRequest, ZBankCard, normalizeIban } from '@meridian/protocol';
import { bankCards, members } from '../../db/schema/index.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { pickText } from '../../i18n/localized-text.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { loadMember } from '../member/member-info.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { toBankCard } from './bank-card-view.js';
import { MAX_BANK_CARDS, activeBankCards } from './member-bank-cards.js';
import { maskedCard } from './withdrawal-view.js';

/**
 * Binds a card of an enabled bank to the caller; answers it masked. The member is told (a new
 * place money can go); with the withdrawal whitelist on, it becomes usable after the delay.
 */
export const addBankCardCall = defineCall({
  path: API.withdraw.addBankCard,
  request: ZAddBankCardRequest,
  response: ZBankCard,
  async handler(context) {
    const { deps, input, language, ip, userAgent } = context;
    const { memberId } = requireSession(context);
    const { banks } = await deps.settings.get('withdraw');
    const bank = banks.find((candidate) => candidate.code === input.bankCode);
    if (!bank) throw invalidField('bankCode', 'rule.bank');
    const iban = input.iban ? normalizeIban(input.iban) : '';
    await proveTwoStep(deps, memberId, input.twoStepCode);
    const card = await deps.db.transaction(async (tx) => {
      // One add at a time per member, so two at once cannot both pass the cap or the duplicate check.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
      const cards = await activeBankCards(tx, memberId);
      if (cards.some((card) => card.account === input.account && card.bankCode === bank.code)) {
        throw invalidField('account', 'rule.bankCardDuplicate');
      }
      if (cards.length >= MAX_BANK_CARDS) throw new AppError(CODE.FORBIDDEN, 'error.bankCardLimit', { max: MAX_BANK_CARDS });
      const [card] = await tx
        .insert(bankCards)
        // The app's clock, not the database's: the whitelist counts a card's wait from it (and tests move it).
        .values({ memberId, bankCode: bank.code, bankName: pickText(bank.name, language), holder: input.holder, account: input.account, iban, createdAt: new Date(deps.clock.now()) })
        .returning();
      if (!card) throw new Error('bank card insert returned nothing');
      return card;
    });
    await sendSecurityAlert(deps, await loadMember(deps, memberId), 'newDestination', { ip, userAgent, language, destination: maskedCard(card) });
    return toBankCard(card);
  },
});
