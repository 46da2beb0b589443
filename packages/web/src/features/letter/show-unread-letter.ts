import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { z } from 'zod/mini';
import { navigateTo } from '../../api/navigator';
import { ROUTE, href } from '../../config/routes';
import { i18n } from '../../i18n';
import { queueDialog } from '../../lib/overlays';
import { useSession } from '../../lib/session-store';
import { STORAGE_KEY, getItem, setItem } from '../../lib/storage';
import { getLetterUnReadLast } from './api/get-letter-unread-last';
import { LETTER_UNREAD_NUM_KEY } from './api/get-letter-unread-num';
import { LetterPopupContent } from './components/letter-popup-content';

/** Per member on this device: the last letter that popped up. */
const ZPoppedLetters = z.record(z.string(), z.int());

function poppedLetterOf(memberKey: string): number | undefined {
  return getItem(STORAGE_KEY.letterPopup, ZPoppedLetters)?.[memberKey];
}

function rememberPopped(memberKey: string, letterId: number): void {
  const popped = getItem(STORAGE_KEY.letterPopup, ZPoppedLetters) ?? {};
  setItem(STORAGE_KEY.letterPopup, { ...popped, [memberKey]: letterId }, null);
}

/**
 * On launch with a session: the newest unread letter pops up once, its title, the member's
 * anti-phishing code and its text cut like the notice popup's, with cancel and a confirm that opens
 * the whole letter (which marks it read).
 * Once means once per letter: a member who closed it is not asked again at every launch; the
 * unread badges keep it in view. The badges are refreshed at the same time.
 */
export async function showUnreadLetter(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: LETTER_UNREAD_NUM_KEY });
  const result = await getLetterUnReadLast();
  if (!result.ok || result.data === null) return;
  const letter = result.data;
  // The uid header's value (spec section 7): the member id, 0 before it is known.
  const memberKey = String(useSession.getState().user?.id ?? 0);
  if (poppedLetterOf(memberKey) === letter.id) return;
  rememberPopped(memberKey, letter.id);
  // Queued: the launch's other dialogs (a session reminder, a new version) wait for this one.
  queueDialog({
    props: () => ({
      title: letter.title,
      content: createElement(LetterPopupContent, { letter }),
      closeOnAction: true,
      actions: [
        [
          { key: 'cancel', text: i18n.t('common.cancel') },
          {
            key: 'confirm',
            text: i18n.t('letter.read'),
            bold: true,
            onClick: () => {
              navigateTo(href(ROUTE.dialogDetail, { id: letter.id }));
            },
          },
        ],
      ],
    }),
  });
}
