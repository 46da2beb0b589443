import type { TKycSubmission } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { asSubmittedLevel } from '../lib/kyc-level';
import styles from './kyc.module.css';
import { SubmissionFacts } from './submission-facts';
import { SubmissionStatusTag } from './submission-status-tag';
import { WithdrawSubmissionButton } from './withdraw-submission-button';

/** The member's submission waiting for an operator: what it holds, and the way to take it back. */
export function SubmittedCard({ submission, onWithdrawn }: { submission: TKycSubmission; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('kyc.openTitle', { level: asSubmittedLevel(submission.level) })}>
      <div className={styles.stack}>
        <div className={styles.levelHead} data-testid="kyc-open-status">
          <SubmissionStatusTag status={submission.status} />
        </div>
        <p className={styles.note}>{t('kyc.submittedExplain')}</p>
        <SubmissionFacts submission={submission} />
        <WithdrawSubmissionButton submission={submission} onWithdrawn={onWithdrawn} />
      </div>
    </Card>
  );
}
