import { Dialog } from 'antd-mobile';
import type { TFunction } from 'i18next';

/** Asks before a change the member cannot take back at once; true when confirmed. */
export function confirmChange(t: TFunction, content: string, confirmText: string = t('common.confirm')): Promise<boolean> {
  return Dialog.confirm({ content, confirmText, cancelText: t('common.cancel') });
}
