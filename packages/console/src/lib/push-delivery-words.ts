import type { TFunction } from 'i18next';
import type { TNotificationKind, TPushDeliveryStatus } from '@meridian/protocol';

/** The push queue's codes in the operator's words: what became of a push, and what it was about. */

export const pushStatusLabel = (t: TFunction, status: TPushDeliveryStatus): string => t(`push-deliveries.statuses.${status}`);

export const notificationKindLabel = (t: TFunction, kind: TNotificationKind): string => t(`push-deliveries.kinds.${kind}`);

/** The device's label as the member's browser gave it; none once the member or the push service removed it. */
export function pushDeviceLabel(t: TFunction, device: string | null): string {
  if (device === null) return t('push-deliveries.deviceRemoved');
  return device === '' ? t('push-deliveries.deviceUnnamed') : device;
}
