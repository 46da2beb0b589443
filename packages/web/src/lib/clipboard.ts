import { Toast } from 'antd-mobile';
import { i18n } from '../i18n';

/**
 * Copies through a selected, off-screen text area: the only way where the Clipboard API is absent,
 * which is every page served over plain http (not a secure context), as on a local network.
 */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated but still the only fallback browsers offer outside a secure context.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text and tells the member whether it worked (spec section 8: copy success / fail). */
export async function copyText(text: string): Promise<boolean> {
  // Absent outside secure contexts (plain http), whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  let copied: boolean;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      copied = true;
    } catch {
      // The browser has the API but refused this time (permission, page not focused).
      copied = copyBySelection(text);
    }
  } else {
    copied = copyBySelection(text);
    if (!copied) {
      Toast.show({ icon: 'fail', content: i18n.t('clipboard.unsupported') });
      return false;
    }
  }
  Toast.show(copied ? { icon: 'success', content: i18n.t('clipboard.copied') } : { icon: 'fail', content: i18n.t('clipboard.failed') });
  return copied;
}
