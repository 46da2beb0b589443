import type { AppLanguage } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.js';
import { describeUserAgent, deviceLabel } from '../../security/user-agent.js';
import { sendLocalizedLetter } from '../letter/send-localized-letter.js';
import { readMemberProtection } from './member-protection.js';
import { formatMemberTime } from './member-time.js';

/** What the member is warned of (issue 19); 2-step changes are the authenticator's own alerts. */
export type SecurityAlert =
  | 'newDevice'
  | 'passwordChanged'
  | 'payPasswordSet'
  | 'payPasswordChanged'
  | 'newDestination'
  | 'accountFrozen'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'emailChanged'
  | 'phoneChanged'
  | 'contactRestored'
  | 'recoveryCodesRenewed';

const TEXTS: Record<SecurityAlert, { title: MessageKey; body: MessageKey }> = {
  newDevice: { title: 'alert.newDeviceTitle', body: 'alert.newDeviceBody' },
  passwordChanged: { title: 'alert.passwordChangedTitle', body: 'alert.passwordChangedBody' },
  payPasswordSet: { title: 'alert.payPasswordSetTitle', body: 'alert.payPasswordSetBody' },
  payPasswordChanged: { title: 'alert.payPasswordChangedTitle', body: 'alert.payPasswordChangedBody' },
  newDestination: { title: 'alert.newDestinationTitle', body: 'alert.newDestinationBody' },
  accountFrozen: { title: 'alert.accountFrozenTitle', body: 'alert.accountFrozenBody' },
  passkeyAdded: { title: 'alert.passkeyAddedTitle', body: 'alert.passkeyAddedBody' },
  passkeyRemoved: { title: 'alert.passkeyRemovedTitle', body: 'alert.passkeyRemovedBody' },
  emailChanged: { title: 'alert.emailChangedTitle', body: 'alert.emailChangedBody' },
  phoneChanged: { title: 'alert.phoneChangedTitle', body: 'alert.phoneChangedBody' },
  contactRestored: { title: 'alert.contactRestoredTitle', body: 'alert.contactRestoredBody' },
  recoveryCodesRenewed: { title: 'alert.recoveryCodesRenewedTitle', body: 'alert.recoveryCodesRenewedBody' },
};

/** The request that made the change: where from, on what, in which language; and what was added. */
export interface AlertDetails {
  ip: string;
  userAgent: string;
  language: AppLanguage;
  /** The new destination, masked. */
  destination?: string;
  /** The name of the passkey added or removed. */
  passkey?: string;
}

/** The line every mail to a member ends with once they chose an anti-phishing code. */
export function antiPhishingLine(language: AppLanguage, code: string | null): string {
  return code === null ? '' : translate(language, 'mail.antiPhishingLine', { code });
}

/**
 * Warns the member of a change to their account: a letter (in every language: the member's own
 * is not known to the server, and the request's may be an intruder's), and a mail in the
 * request's language when the account has an email (the outbox is its delivery without SMTP).
 * The member's open apps hear of the letter at once, like any letter (writeLetter).
 * The letter's anti-phishing code is added when it is read (member-letter-store.ts), so a code set
 * later shows too; the mail carries the code as it is now.
 */
export async function sendSecurityAlert(
  deps: Pick<AppDeps, 'db' | 'delivery' | 'clock' | 'settings'>,
  member: MemberRow,
  alert: SecurityAlert,
  details: AlertDetails,
): Promise<void> {
  const { companyName: company } = await deps.settings.get('company');
  const params: MessageParams = {
    company,
    time: formatMemberTime(deps.clock.now(), member.timeZone),
    ip: details.ip || '-',
    device: deviceLabel(describeUserAgent(details.userAgent)) || '-',
    destination: details.destination ?? '',
    passkey: details.passkey ?? '',
  };
  const text = TEXTS[alert];
  await sendLocalizedLetter(deps.db, member.id, { title: text.title, content: text.body, params }, alert === 'newDevice' ? 'newDevice' : 'security');
  if (member.email === '') return;
  const { antiPhishingCode } = await readMemberProtection(deps.db, member.id);
  const body = [translate(details.language, text.body, params), antiPhishingLine(details.language, antiPhishingCode)].filter(Boolean).join('\n\n');
  await deps.delivery.send({
    channel: 'email',
    recipient: member.email,
    subject: translate(details.language, text.title, params),
    body,
    code: '',
    purpose: `alert_${alert}`,
  });
}
