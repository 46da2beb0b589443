import type { AppLanguage, TContactKind } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { translate } from '../../i18n/translate.js';
import { maskContact } from '../auth/mask-contact.js';

/** The app's page that undoes a change, opened from the link in the message (the web app's ROUTE.undoContact). */
const UNDO_PAGE = '/pages/security/undo-contact';

/**
 * Tells the address that was just replaced, with the link that undoes the change: the one place
 * an intruder who changed it cannot read. Written in the request's language (the member's own is
 * not known; the letter in the app is in every language).
 */
export async function tellOldAddress(
  deps: Pick<AppDeps, 'config' | 'delivery' | 'settings'>,
  member: MemberRow,
  change: { kind: TContactKind; oldValue: string; newValue: string; undoToken: string; language: AppLanguage },
): Promise<void> {
  const { companyName: company } = await deps.settings.get('company');
  const channel = change.kind === 'email' ? 'email' : 'sms';
  const link = `${deps.config.publicOrigin}/#${UNDO_PAGE}?token=${change.undoToken}`;
  const params = { company, username: member.username, newValue: maskContact(channel, change.newValue), link };
  await deps.delivery.send({
    channel,
    recipient: change.oldValue,
    subject: translate(change.language, change.kind === 'email' ? 'mail.emailChangedSubject' : 'mail.phoneChangedSubject', params),
    body: translate(change.language, change.kind === 'email' ? 'mail.emailChangedBody' : 'mail.phoneChangedBody', params),
    code: '',
    purpose: `alert_${change.kind}Changed`,
  });
}
