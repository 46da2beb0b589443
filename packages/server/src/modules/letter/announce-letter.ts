import { LIVE_EVENT, type TLetterPush } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { announceLivePush } from '../../live/live-bus.js';

/**
 * A letter was written: when the transaction of `db` commits, the open apps of its member (of
 * everyone, for a letter to every member) hear it and count their unread letters again, so the
 * badge moves without a reload. Visitors' apps hear a letter to everyone too and ignore it.
 */
export function announceLetter(db: DbOrTx, letter: { id: number; memberId: number | null }): Promise<void> {
  const content: TLetterPush = { id: letter.id };
  return announceLivePush(db, { kind: 'push', event: LIVE_EVENT.letter, content, ...(letter.memberId === null ? {} : { memberId: letter.memberId }) });
}
