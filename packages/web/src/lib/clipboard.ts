import { Toast } from 'antd-mobile';
import { i18n } from '../i18n';

/** Copies text and tells the member whether it worked (spec section 8: copy success / fail). */
export async function copyText(text: string): Promise<boolean> {
  // Absent outside secure contexts (plain http), whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) {
    Toast.show({ icon: 'fail', content: i18n.t('clipboard.unsupported') });
    return false;
  }
  try {
    await clipboard.writeText(text);
  } catch {
    // The browser has the API but refused this time (permission, page not focused).
    Toast.show({ icon: 'fail', content: i18n.t('clipboard.failed') });
    return false;
  }
  Toast.show({ icon: 'success', content: i18n.t('clipboard.copied') });
  return true;
}
