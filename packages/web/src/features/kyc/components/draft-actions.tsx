import type { TKycSubmission } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './kyc.module.css';
import { WithdrawSubmissionButton } from './withdraw-submission-button';

interface DraftActionsProps {
  /** Every required picture is on the server and none is still on its way. */
  canSubmit: boolean;
  isSubmitting: boolean;
  draft: TKycSubmission | null;
  onLeave: () => void;
}

/**
 * Submit (a button of the draft's form, enabled once every picture is there) and the way out: a
 * draft on the server is withdrawn (its pictures deleted); one not yet made is only closed.
 */
export function DraftActions({ canSubmit, isSubmitting, draft, onLeave }: DraftActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.buttons}>
      {!canSubmit && <p className={styles.note}>{t('kyc.submitHint')}</p>}
      <Button block type="submit" color="primary" shape="rounded" disabled={!canSubmit} loading={isSubmitting}>
        {t('kyc.submit')}
      </Button>
      {draft === null ? (
        <Button block shape="rounded" fill="none" onClick={onLeave}>
          {t('kyc.notNow')}
        </Button>
      ) : (
        <WithdrawSubmissionButton submission={draft} onWithdrawn={onLeave} />
      )}
    </div>
  );
}
