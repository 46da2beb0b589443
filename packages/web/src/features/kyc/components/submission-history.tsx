import type { TKycSubmission } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { asKycLevel } from '../lib/kyc-level';
import styles from './kyc.module.css';
import { RejectionNote } from './rejection-note';
import { SubmissionFacts } from './submission-facts';
import { SubmissionStatusTag } from './submission-status-tag';

/** The member's decided and withdrawn submissions, newest first, each with its outcome and a rejection's reason. */
export function SubmissionHistory({ history }: { history: readonly TKycSubmission[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('kyc.historyTitle')}>
      <ol className={styles.history}>
        {history.map((submission) => {
          const level = asKycLevel(submission.level);
          return (
            <li key={submission.id} className={styles.historyItem} data-testid={`kyc-history-${submission.id}`}>
              <div className={styles.levelHead}>
                <h3 className={styles.levelTitle}>{t('kyc.levelTitle', { level, name: t(`kyc.levelName${level}`) })}</h3>
                <SubmissionStatusTag status={submission.status} />
              </div>
              {submission.status === 'rejected' && <RejectionNote submission={submission} />}
              <SubmissionFacts submission={submission} />
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
