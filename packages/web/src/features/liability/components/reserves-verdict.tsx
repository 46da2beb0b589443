import type { ReservesCheck } from '@meridian/protocol';
import { CheckCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import styles from './liability.module.css';

/** The browser's verdict on the reserves: every signature and total checked here, or what fails. */
export function ReservesVerdict({ check }: { check: ReservesCheck | undefined }) {
  const { t } = useTranslation();
  if (check === undefined) {
    return (
      <p className={styles.verdict} role="status">
        {t('reserves.checking')}
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <p className={cx(styles.verdict, check.ok ? styles.good : styles.bad)} role="status">
        {check.ok ? <CheckCircleOutline aria-hidden="true" /> : <CloseCircleOutline aria-hidden="true" />}
        <span>{check.ok ? t('reserves.verified') : t('reserves.notVerified')}</span>
      </p>
      {check.problems.map((problem) => (
        <p key={`${problem.failure}-${problem.network ?? ''}-${problem.address ?? ''}`} className={cx(styles.verdict, styles.bad)}>
          {problem.network === undefined ? '' : `${problem.network}: `}
          {t(`reserves.problem.${problem.failure}`)}
          {problem.address === undefined ? '' : ` (${problem.address})`}
        </p>
      ))}
    </div>
  );
}
