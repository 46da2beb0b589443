import type { TPublishedReserves } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { exactAmount } from '../lib/exact-amount';
import styles from './liability.module.css';

/** Reserves against liabilities at one snapshot: the figures and their ratio, as a percentage. */
export function ReservesFacts({ reserves }: { reserves: TPublishedReserves }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const { snapshot, totalReserves, ratio } = reserves;
  return (
    <dl className={styles.facts}>
      <dt>{t('reserves.snapshot')}</dt>
      <dd>
        #{snapshot.id} · {formatDateTime(snapshot.takenAt, timeZone)}
      </dd>
      <dt>{t('reserves.totalReserves')}</dt>
      <dd data-testid="reserves-total">{totalReserves === null ? '-' : exactAmount(totalReserves)}</dd>
      <dt>{t('reserves.totalLiabilities')}</dt>
      <dd>{exactAmount(snapshot.totalLiabilities)}</dd>
      <dt>{t('reserves.ratio')}</dt>
      <dd data-testid="reserves-ratio">{ratio === null ? '-' : t('reserves.percent', { percent: formatMoney(new Decimal(ratio).times(100)) })}</dd>
      <dt>{t('liability.root')}</dt>
      <dd className={styles.hash}>{snapshot.rootHash}</dd>
    </dl>
  );
}
