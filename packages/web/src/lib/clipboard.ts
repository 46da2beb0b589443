import { Toast } from 'antd-mobile';
import { i18n } from '../i18n';

/** Copies text and tells the member whether it worked (spec section 8: copy success / fail). */
export async function copyText(text: string): Promise<boolean> {
  let copied = false;
  // Absent outside secure contexts (plain http), whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  try {
    if (clipboard) {
      await clipboard.writeText(text);
      copied = true;
    }
  } catch {
    copied = false;
  }
  if (copied) {
    Toast.show({ icon: 'success', content: i18n.t('clipboard.copied') });
  } else {
    Toast.show({ icon: 'fail', content: i18n.t('clipboard.unsupported') });
  }
  return copied;
}
