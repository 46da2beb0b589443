import { tokenAmountOfUnits, type ReserveEntryCheck, type TReserveAttestation } from '@meridian/protocol';
import { CheckCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { cx } from '../../../lib/class-names';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { exactAmount } from '../lib/exact-amount';
import styles from './liability.module.css';

const isGood = (status: ReserveEntryCheck['status'] | undefined) => status === 'verified' || status === 'unsigned';

/**
 * One network's reserves: the pinned block, then each address with its role, its balance at that
 * block and the browser's verdict on its signature. `checks` are this network's entries, in order
 * (undefined while the check is loading).
 */
export function ReserveAttestation({ attestation, checks }: { attestation: TReserveAttestation; checks: readonly ReserveEntryCheck[] | undefined }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  return (
    <Card title={t('reserves.network', { network: attestation.network, block: attestation.blockNumber })}>
      <div className={styles.stack}>
        <dl className={styles.facts}>
          <dt>{t('reserves.blockHash')}</dt>
          <dd className={styles.hash}>{attestation.blockHash}</dd>
          <dt>{t('reserves.token')}</dt>
          <dd className={styles.hash}>{attestation.token}</dd>
          <dt>{t('reserves.attestedAt')}</dt>
          <dd>{formatDateTime(attestation.attestedAt, timeZone)}</dd>
          <dt>{t('reserves.networkTotal')}</dt>
          <dd>{exactAmount(tokenAmountOfUnits(attestation.totalUnits, attestation.decimals))}</dd>
        </dl>
        <ul className={styles.path} aria-label={t('reserves.addresses')}>
          {attestation.entries.map((entry, index) => {
            const status = checks?.[index]?.status;
            return (
              <li key={entry.address} className={styles.step} data-testid="reserve-address">
                <p className={styles.stepTitle}>
                  {t(`reserves.role.${entry.role}`)} · {exactAmount(tokenAmountOfUnits(entry.units, attestation.decimals))}
                </p>
                <p className={styles.hash}>{entry.address}</p>
                {status !== undefined && (
                  <p className={cx(styles.entryStatus, isGood(status) ? styles.goodText : styles.badText)}>
                    {isGood(status) ? <CheckCircleOutline aria-hidden="true" /> : <CloseCircleOutline aria-hidden="true" />}
                    <span>{t(`reserves.status.${status}`)}</span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
