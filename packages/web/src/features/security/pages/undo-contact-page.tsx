import { CONTACT_UNDO_HOURS, ZUndoContactChangeRequest, type TUndoContactChangeResponse } from '@meridian/protocol';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { ROUTE } from '../../../config/routes';
import { useUndoContactChange } from '../api/undo-contact-change';
import styles from './security-pages.module.css';

/**
 * security/undo-contact?token=…: the link mailed to the old address when the email or phone was
 * changed (issue 35). Public: whoever reads that mail may not be signed in on this browser, and an
 * intruder may be. Undoing puts the old address back and signs out every device.
 */
export function UndoContactPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const request = ZUndoContactChangeRequest.safeParse({ token: searchParams.get('token') ?? '' });
  const undo = useUndoContactChange();

  const body = () => {
    if (undo.data !== undefined) return <Undone answer={undo.data} />;
    // A link cut short in the mail app: nothing to send.
    if (!request.success) return <Result status="error" title={t('contact.undoFailed')} description={t('contact.undoLinkBroken')} />;
    const token = request.data.token;
    return (
      <Card>
        <div className={styles.stack}>
          <p className={styles.note}>{t('contact.undoExplain', { hours: CONTACT_UNDO_HOURS })}</p>
          {undo.error !== null && (
            <p className={styles.warning} role="alert">
              {undo.error instanceof RequestError ? undo.error.failure.msg : t('common.networkError')}
            </p>
          )}
          <Button
            block
            color="danger"
            shape="rounded"
            loading={undo.isPending}
            onClick={() => {
              undo.mutate(token);
            }}
          >
            {t('contact.undoButton')}
          </Button>
        </div>
      </Card>
    );
  };

  return <Page title={t('titles.undoContact')}>{body()}</Page>;
}

function Undone({ answer }: { answer: TUndoContactChangeResponse }) {
  const { t } = useTranslation();
  const { kind, restored } = answer;
  return (
    <>
      <Result
        status="success"
        title={kind === 'email' ? t('contact.undoneEmail', { restored }) : t('contact.undonePhone', { restored })}
        description={t('contact.undoneSignedOut')}
      />
      <Link className={styles.primaryLink} to={ROUTE.forgetPassword} replace>
        {t('contact.resetPassword')}
      </Link>
    </>
  );
}
