import { liabilitiesMatch, type TLiabilitySnapshot } from '@meridian/protocol';
import { CheckCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { exactAmount } from '../lib/exact-amount';
import styles from './liability.module.css';

/**
 * What a snapshot publishes, and the check, made here in the browser, that its total equals the
 * ledger's member total at the same instant.
 */
export function SnapshotFacts({ snapshot }: { snapshot: TLiabilitySnapshot }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const isMatched = liabilitiesMatch(snapshot);
  return (
    <div className={styles.stack}>
      <p className={cx(styles.verdict, isMatched ? styles.good : styles.bad)} role="status">
        {isMatched ? <CheckCircleOutline aria-hidden="true" /> : <CloseCircleOutline aria-hidden="true" />}
        <span>{isMatched ? t('liability.matched') : t('liability.notMatched')}</span>
      </p>
      <dl className={styles.facts}>
        <dt>{t('liability.snapshot')}</dt>
        <dd>
          #{snapshot.id} · {snapshot.trigger === 'daily' ? t('liability.daily') : t('liability.onRequest')}
        </dd>
        <dt>{t('liability.takenAt')}</dt>
        <dd>{formatDateTime(snapshot.takenAt, timeZone)}</dd>
        <dt>{t('liability.total')}</dt>
        <dd data-testid="liability-total">{exactAmount(snapshot.totalLiabilities)}</dd>
        <dt>{t('liability.ledgerTotal')}</dt>
        <dd>{exactAmount(snapshot.ledgerTotal)}</dd>
        <dt>{t('liability.memberCount')}</dt>
        <dd>{snapshot.memberCount}</dd>
        <dt>{t('liability.root')}</dt>
        <dd className={styles.hash}>{snapshot.rootHash}</dd>
      </dl>
    </div>
  );
}
