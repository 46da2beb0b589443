import { noticePreview, type TNoticePopupPush } from '@meridian/protocol';
import { navigateTo } from '../../api/navigator';
import { ROUTE } from '../../config/routes';
import { i18n } from '../../i18n';
import { queueDialog } from '../../lib/overlays';
import { useNoticePopup } from './notice-popup-store';

/**
 * sys_push_notice_popup (spec section 7): keeps the popup for the dialog detail page and shows its
 * title and the first 30 characters of its text, with cancel and a confirm that opens the detail.
 * Shown to anyone the server sends it to, visitor or member; the detail page asks a visitor to
 * log in first, like every page under my/.
 */
export function handleNoticePopupPush(push: TNoticePopupPush): void {
  const popup = useNoticePopup.getState().receive(push);
  // A newer popup takes the place of an older one, waiting or shown, instead of stacking on it;
  // behind another dialog (the launch's letter) it waits its turn.
  queueDialog({
    key: 'notice-popup',
    props: () => ({
      title: popup.title,
      content: noticePreview(popup.content),
      closeOnAction: true,
      actions: [
        [
          { key: 'cancel', text: i18n.t('common.cancel') },
          {
            key: 'confirm',
            text: i18n.t('popup.view'),
            bold: true,
            onClick: () => {
              navigateTo(ROUTE.dialogDetail);
            },
          },
        ],
      ],
    }),
  });
}
