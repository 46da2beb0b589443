import type { LiabilityProofCheck } from '@meridian/protocol';
import { CheckCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import styles from './liability.module.css';

/** The browser's own verdict on the member's proof: included, or exactly what fails. */
export function ProofVerdict({ check }: { check: LiabilityProofCheck }) {
  const { t } = useTranslation();
  if (check.ok) {
    return (
      <p className={cx(styles.verdict, styles.good)} role="status">
        <CheckCircleOutline aria-hidden="true" />
        <span>{t('liability.verified')}</span>
      </p>
    );
  }
  const reason = t(`liability.failure.${check.failure}`);
  return (
    <p className={cx(styles.verdict, styles.bad)} role="status">
      <CloseCircleOutline aria-hidden="true" />
      <span>
        {t('liability.notVerified', { reason })}
        {check.step !== undefined && ` ${t('liability.failureStep', { step: check.step + 1 })}`}
      </span>
    </p>
  );
}
