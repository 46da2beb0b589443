import type { TPushDeliveryStatus } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { ToneTag, type Tone } from '../../components/tone-tag';
import { pushStatusLabel } from '../../lib/push-delivery-words';

/**
 * What a status asks of an operator: a push that waits may yet go; one lost to a push service that
 * stayed down or refused it is the operator's to look into; a push held back by the member's own
 * quiet hours or choice, or for a device that is gone, is as it should be.
 */
const STATUS_TONES = {
  pending: 'waiting',
  sent: 'positive',
  quiet: 'info',
  skipped: 'neutral',
  expired: 'negative',
  gone: 'neutral',
  failed: 'negative',
} as const satisfies Record<TPushDeliveryStatus, Tone>;

export function PushStatusTag({ status }: { status: TPushDeliveryStatus }) {
  const { t } = useTranslation();
  return <ToneTag tone={STATUS_TONES[status]}>{pushStatusLabel(t, status)}</ToneTag>;
}
