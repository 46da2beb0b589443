import type { DbOrTx } from '../../db/types.js';
import { sendLocalizedLetter } from '../letter/send-localized-letter.js';

/** Tells the member that 2-step was turned on or off: if it was not them, they learn at once. */
export async function sendTwoStepLetter(db: DbOrTx, memberId: number, change: 'on' | 'off'): Promise<void> {
  await sendLocalizedLetter(
    db,
    memberId,
    change === 'on'
      ? { title: 'letter.twoStepOnTitle', content: 'letter.twoStepOnContent' }
      : { title: 'letter.twoStepOffTitle', content: 'letter.twoStepOffContent' },
    'security',
  );
}
