import type { DbOrTx } from '../../db/types.js';
import { sendLocalizedLetter } from '../letter/send-localized-letter.js';

/** Tells a member that their account's sign-in was locked after a guessing campaign, and how to unlock it. */
export async function sendLoginLockedLetter(db: DbOrTx, memberId: number, failures: number): Promise<void> {
  await sendLocalizedLetter(db, memberId, { title: 'letter.loginLockedTitle', content: 'letter.loginLockedContent', params: { count: failures } }, 'security');
}
