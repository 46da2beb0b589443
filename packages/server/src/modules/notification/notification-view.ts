import { contractLink, depositLink, klineLink, letterLink, NOTIFICATION_PAGES, withdrawalLink, type AppLanguage, type TNotification, type TNotificationKind } from '@meridian/protocol';
import type { MemberNotificationRow } from '../../db/schema/index.js';
import { pickText, type LocalizedText } from '../../i18n/localized-text.js';
import { translate, type MessageKey } from '../../i18n/translate.js';

/** A letter's words a notification shows: its title, and the start of its text without markup. */
export interface LetterWords {
  title: LocalizedText;
  content: LocalizedText;
}

/** How long a letter's preview is, in characters (a line or two on a phone). */
const PREVIEW_CHARACTERS = 120;

type WordedKind = Exclude<TNotificationKind, 'letter' | 'security' | 'newDevice'>;
const TEXTS: Record<WordedKind, { title: MessageKey; body: MessageKey }> = {
  contractSettled: { title: 'notification.contractSettledTitle', body: 'notification.contractSettledBody' },
  depositSeen: { title: 'notification.depositSeenTitle', body: 'notification.depositSeenBody' },
  depositCredited: { title: 'notification.depositCreditedTitle', body: 'notification.depositCreditedBody' },
  withdrawalApproved: { title: 'notification.withdrawalApprovedTitle', body: 'notification.withdrawalApprovedBody' },
  withdrawalSent: { title: 'notification.withdrawalSentTitle', body: 'notification.withdrawalSentBody' },
  withdrawalRejected: { title: 'notification.withdrawalRejectedTitle', body: 'notification.withdrawalRejectedBody' },
  priceAlert: { title: 'notification.priceAlertTitle', body: 'notification.priceAlertMoveBody' },
  kycApproved: { title: 'notification.kycApprovedTitle', body: 'notification.kycApprovedBody' },
  kycRejected: { title: 'notification.kycRejectedTitle', body: 'notification.kycRejectedBody' },
};

/** A price alert's text says which way the price went, or how far it moved (fire-alerts.ts names the variant). */
const PRICE_ALERT_BODIES: Partial<Record<string, MessageKey>> = {
  crossUp: 'notification.priceAlertCrossUpBody',
  crossDown: 'notification.priceAlertCrossDownBody',
  move: 'notification.priceAlertMoveBody',
};

export function linkOf(row: MemberNotificationRow): string | null {
  switch (row.kind) {
    case 'contractSettled':
      return contractLink(row.subject);
    case 'depositSeen':
      return NOTIFICATION_PAGES.depositPage;
    case 'depositCredited':
      return depositLink(row.subject);
    case 'withdrawalApproved':
    case 'withdrawalSent':
    case 'withdrawalRejected':
      return withdrawalLink(row.subject);
    case 'priceAlert':
      return klineLink(row.subject);
    case 'kycApproved':
    case 'kycRejected':
      return NOTIFICATION_PAGES.verification;
    case 'letter':
    case 'security':
    case 'newDevice':
      return row.letterId === null ? null : letterLink(row.letterId);
  }
}

function plainPreview(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_CHARACTERS ? `${text.slice(0, PREVIEW_CHARACTERS - 1)}…` : text;
}

/**
 * The texts of a push a member did not allow amounts in ("show amounts" off, issue 40): the same
 * news without the money. Kinds whose texts hold no amount are worded as in the centre.
 */
const AMOUNTLESS_BODIES: Partial<Record<WordedKind | 'withdrawalFailed', MessageKey>> = {
  contractSettled: 'notification.contractSettledPushBody',
  depositSeen: 'notification.depositSeenPushBody',
  depositCredited: 'notification.depositCreditedPushBody',
  withdrawalApproved: 'notification.withdrawalApprovedPushBody',
  withdrawalSent: 'notification.withdrawalSentPushBody',
  withdrawalRejected: 'notification.withdrawalRejectedPushBody',
  withdrawalFailed: 'notification.withdrawalFailedPushBody',
};

/** The words of a notification in `language`; `amounts: false` leaves every amount of money out. */
export function wordsOf(row: MemberNotificationRow, letter: LetterWords | undefined, language: AppLanguage, options: { amounts: boolean } = { amounts: true }): { title: string; body: string } {
  if (letter) return { title: pickText(letter.title, language), body: plainPreview(pickText(letter.content, language)) };
  if (row.kind === 'letter' || row.kind === 'security' || row.kind === 'newDevice') return { title: translate(language, 'notification.letterGoneTitle'), body: '' };
  const texts = TEXTS[row.kind];
  const title = translate(language, texts.title, row.params);
  if (row.kind === 'priceAlert') return { title, body: translate(language, PRICE_ALERT_BODIES[String(row.params.variant)] ?? texts.body, row.params) };
  const failed = row.kind === 'withdrawalRejected' && row.params.variant === 'failedOnChain';
  const body = options.amounts ? (failed ? 'notification.withdrawalFailedBody' : texts.body) : AMOUNTLESS_BODIES[failed ? 'withdrawalFailed' : row.kind];
  return { title, body: translate(language, body ?? texts.body, row.params) };
}

/** A notification as the member reads it, worded in `language`. */
export function toNotification(row: MemberNotificationRow, letter: LetterWords | undefined, language: AppLanguage): TNotification {
  return { id: row.id, kind: row.kind, ...wordsOf(row, letter, language), link: linkOf(row), createdAt: row.createdAt.getTime(), isRead: row.readAt !== null };
}
