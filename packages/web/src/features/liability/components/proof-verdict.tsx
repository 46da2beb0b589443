import type { LiabilityProofCheck } from '@meridian/protocol';
import { CheckCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import styles from './liability.module.css';

/** Where a failed check points: the part (of a balance in shards) and the path step, as far as it says. */
function faultPlace(check: Extract<LiabilityProofCheck, { ok: false }>, t: TFunction): string | null {
  const { shard, step } = check;
  if (shard !== undefined) return step === undefined ? t('liability.failurePart', { part: shard + 1 }) : t('liability.failurePartStep', { part: shard + 1, step: step + 1 });
  return step === undefined ? null : t('liability.failureStep', { step: step + 1 });
}

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
  const place = faultPlace(check, t);
  return (
    <p className={cx(styles.verdict, styles.bad)} role="status">
      <CloseCircleOutline aria-hidden="true" />
      <span>
        {t('liability.notVerified', { reason })}
        {place !== null && ` ${place}`}
      </span>
    </p>
  );
}
