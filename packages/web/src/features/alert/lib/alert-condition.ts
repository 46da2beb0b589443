import type { TPriceAlert } from '@meridian/protocol';
import type { TFunction } from 'i18next';
import { formatRecordedPrice } from '../../../lib/money';

/** A window of a "moves by" alert as the member reads it: `1 h`. */
export function windowText(t: TFunction, minutes: number): string {
  return minutes % 60 === 0 ? t('alert.hours', { count: minutes / 60 }) : t('alert.minutes', { count: minutes });
}

/** What an alert waits for, in the member's words: "Crosses 65,000 ↑", "Moves 5 % within 1 h". */
export function alertCondition(t: TFunction, alert: TPriceAlert): string {
  if (alert.kind === 'cross') {
    const price = alert.price === null ? '--' : formatRecordedPrice(alert.price);
    return alert.direction === 'down' ? t('alert.crossesDown', { price }) : t('alert.crossesUp', { price });
  }
  return t('alert.moves', { percent: alert.percent ?? '--', window: alert.windowMinutes === null ? '--' : windowText(t, alert.windowMinutes) });
}
