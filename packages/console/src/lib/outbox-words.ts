import type { TFunction } from 'i18next';
import { isOneOf } from './one-of';

/** The outbox's codes in the operator's words: why a code was sent, by what, and whether it went. */

const PURPOSES = ['register_email', 'register_mobile', 'reset_password', 'change_email', 'change_phone'] as const;
const CHANNELS = ['email', 'sms'] as const;
/** The server's words for a message that could not go: no mail or SMS service is set up. */
const NOT_SENT = 'not sent (no mail or SMS service is set up)';
const FAILED = 'failed: ';

export const outboxPurposeLabel = (t: TFunction, purpose: string): string => (isOneOf(PURPOSES, purpose) ? t(`outbox.purposes.${purpose}`) : purpose);

export const outboxChannelLabel = (t: TFunction, channel: string): string => (isOneOf(CHANNELS, channel) ? t(`outbox.channels.${channel}`) : channel);

/** `sent`, `not sent (…)`, or `failed: <the mail server's words>` (kept as it said them). */
export function outboxStatusLabel(t: TFunction, status: string): string {
  if (status === 'sent') return t('outbox.statuses.sent');
  if (status === NOT_SENT) return t('outbox.statuses.notSent');
  if (status.startsWith(FAILED)) return t('outbox.statuses.failed', { error: status.slice(FAILED.length) });
  return status;
}
