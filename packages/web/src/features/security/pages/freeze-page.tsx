import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { PasswordField } from '../../../components/text-field';
import { ROUTE } from '../../../config/routes';
import { useFreezeAccount } from '../api/freeze-account';
import styles from './security-pages.module.css';

/**
 * my/security/freeze: the emergency brake. One confirmation with the login password stops sign-in
 * and withdrawals and signs out every device; the app then lands on login. Only customer service
 * unfreezes.
 */
export function FreezePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const freeze = useFreezeAccount();
  const [isAsking, setIsAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const close = () => {
    setIsAsking(false);
    setPassword('');
    setError(undefined);
  };

  const confirm = () => {
    if (password === '') {
      setError(t('rule.required'));
      return;
    }
    freeze.mutate(password, {
      onSuccess: () => {
        close();
        void Dialog.alert({ content: t('security.freezeDone'), confirmText: t('common.confirm') });
        void navigate(ROUTE.login, { replace: true });
      },
      onError: (failed) => {
        // A wrong password, or too many of them: said under the field, the dialog stays open.
        setError(failed instanceof RequestError ? failed.failure.msg : t('common.networkError'));
      },
    });
  };

  return (
    <Page title={t('titles.securityFreeze')}>
      <Card>
        <div className={styles.stack}>
          <p className={styles.note}>{t('security.freezeExplain')}</p>
          <Button
            block
            color="danger"
            shape="rounded"
            onClick={() => {
              setIsAsking(true);
            }}
          >
            {t('security.freezeButton')}
          </Button>
        </div>
      </Card>
      <Dialog
        visible={isAsking}
        title={t('security.freezeConfirmTitle')}
        content={
          <div className={styles.stack}>
            <p className={styles.note}>{t('security.freezeConfirmText')}</p>
            <PasswordField
              label={t('security.passwordLabel')}
              placeholder={t('security.passwordPlaceholder')}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
              error={error}
              maxLength={64}
            />
          </div>
        }
        closeOnAction={false}
        onClose={close}
        actions={[
          [
            { key: 'cancel', text: t('common.cancel'), onClick: close },
            { key: 'freeze', text: t('security.freezeConfirm'), danger: true, bold: true, disabled: freeze.isPending, onClick: confirm },
          ],
        ]}
      />
    </Page>
  );
}
