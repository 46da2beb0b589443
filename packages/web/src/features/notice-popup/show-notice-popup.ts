import { ZNoticePopupPush, noticePreview } from '@meridian/protocol';
import { navigateTo } from '../../api/navigator';
import { ROUTE } from '../../config/routes';
import { i18n } from '../../i18n';
import { withDialog } from '../../lib/overlays';
import { useNoticePopup } from './notice-popup-store';

/** antd-mobile's handle of the popup on screen, so a newer popup replaces it instead of stacking. */
let shown: { close: () => void } | null = null;

/**
 * sys_push_notice_popup (spec section 7): keeps the popup for the dialog detail page and shows its
 * title and the first 30 characters of its text, with cancel and a confirm that opens the detail.
 * Shown to anyone the server sends it to, visitor or member; the detail page asks a visitor to
 * log in first, like every page under my/.
 */
export function handleNoticePopupPush(content: unknown): void {
  const push = ZNoticePopupPush.safeParse(content);
  if (!push.success) return;
  const popup = useNoticePopup.getState().receive(push.data);
  withDialog(({ Dialog }) => {
    shown?.close();
    const handler = Dialog.show({
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
      afterClose: () => {
        if (shown === handler) shown = null;
      },
    });
    shown = handler;
  });
}
