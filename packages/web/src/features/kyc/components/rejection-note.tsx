import type { TKycSubmission } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import styles from './kyc.module.css';

/** Why a submission was rejected, in the operator's words, for the member to put right. */
export function RejectionNote({ submission }: { submission: TKycSubmission }) {
  const { t } = useTranslation();
  return (
    <p className={styles.rejection} data-testid={`kyc-rejection-${submission.id}`}>
      <strong>{t('kyc.rejectedBecause')}</strong> {submission.reason ?? t('kyc.noReason')}
    </p>
  );
}
