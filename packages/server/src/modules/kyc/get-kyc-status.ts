import { API, formatAmount, ZGetKycStatusRequest, ZGetKycStatusResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { memberKycLevel } from '../../kyc/member-level.js';
import { kycHistory, kycSubmissionAnswers, openKycSubmission } from './kyc-submission-store.js';
import { kycWithdrawn } from '../../kyc/kyc-withdrawn.js';

/**
 * The member's verification page: their level, every level's withdrawal limits (so the page says
 * what the next one unlocks; null where a level has none), what level 2 asks for (the page offers
 * only that), what they withdrew in the windows those limits count, their open submission and
 * their closed ones, newest first.
 */
export const getKycStatusCall = defineCall({
  path: API.kyc.getKycStatus,
  request: ZGetKycStatusRequest,
  response: ZGetKycStatusResponse,
  async handler(context) {
    const { db, settings } = context.deps;
    const { memberId } = requireSession(context);
    const [{ currency }, { limits, documentTypes, selfieRequired }] = await Promise.all([settings.get('company'), settings.get('kyc')]);
    const [level, withdrawn, open, history] = await Promise.all([
      memberKycLevel(db, memberId),
      kycWithdrawn(db, memberId, currency),
      openKycSubmission(db, memberId),
      kycHistory(db, memberId),
    ]);
    const limit = (amount: string) => (amount === '' ? null : formatAmount(amount, currency));
    const answers = await kycSubmissionAnswers(db, open ? [open, ...history] : history);
    return {
      level,
      currency,
      limits: limits.map((levelLimits, index) => ({ level: index, withdraw24h: limit(levelLimits.withdraw24h), withdraw30d: limit(levelLimits.withdraw30d) })),
      asks: { documentTypes, selfieRequired },
      withdrawn: { last24h: formatAmount(withdrawn.last24h, currency), last30d: formatAmount(withdrawn.last30d, currency) },
      open: open ? (answers[0] ?? null) : null,
      history: open ? answers.slice(1) : answers,
    };
  },
});
