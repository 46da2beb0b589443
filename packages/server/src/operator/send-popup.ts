import { LIVE_EVENT, type AdminOutput, type AppLanguage, type TNoticePopupPush } from '@meridian/protocol';
import type { DbOrTx } from '../db/types.js';
import { notices } from '../db/schema/index.js';
import { said } from '../i18n/console/console-translate.js';
import { announceLivePush, LIVE_BUS_MAX_BYTES, LivePushTooLargeError } from '../live/live-bus.js';
import { findMemberByUsername } from '../modules/member/member-store.js';
import { firstVersion } from './command-fields.js';
import type { CommandOutcome } from './command-types.js';

export interface PopupOrder {
  title: string;
  /** HTML as the operator wrote it; the app strips it for the popup and sanitises it for the detail page. */
  content: string;
  /** Only this member's sockets; absent: everyone, and the popup is kept as a notice too. */
  member?: string;
  /**
   * The language title and content are written in (en-US when absent): the notice kept for
   * everyone is that language's version. The push itself is one message to every device, so it
   * carries the text as written.
   */
  language?: AppLanguage;
}

/**
 * Sends sys_push_notice_popup. A popup for everyone is also a notice (popup=true) that stays in
 * the notice list; one for a single member is a message to them, not a notice, so it is not
 * stored. The push goes out when, and only if, that notice is committed.
 */
export async function sendPopup(db: DbOrTx, order: PopupOrder): Promise<CommandOutcome<AdminOutput<'popup'>>> {
  try {
    if (order.member !== undefined) {
      const member = await findMemberByUsername(db, order.member);
      if (!member) return { ok: false, ...said('popup.noMember', { username: order.member }) };
      const push: TNoticePopupPush = { title: order.title, content: order.content };
      await announceLivePush(db, { kind: 'push', event: LIVE_EVENT.noticePopup, content: push, memberId: member.id });
      return { ok: true, ...said('popup.sentToMember', { username: member.username, id: member.id }) };
    }
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(notices).values({ title: firstVersion(order.title, order.language), content: firstVersion(order.content, order.language), popup: true }).returning({ id: notices.id });
      if (!row) throw new Error('Notice insert returned nothing');
      const push: TNoticePopupPush = { id: row.id, title: order.title, content: order.content };
      await announceLivePush(tx, { kind: 'push', event: LIVE_EVENT.noticePopup, content: push });
      return row.id;
    });
    return { ok: true, ...said('popup.sentToEveryone', { id }), data: { id } };
  } catch (error) {
    if (!(error instanceof LivePushTooLargeError)) throw error;
    return {
      ok: false,
      ...said('popup.tooLong', { bytes: error.bytes, max: LIVE_BUS_MAX_BYTES }),
    };
  }
}
