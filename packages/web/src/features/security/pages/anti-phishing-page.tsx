import { CODE, ZSetAntiPhishingCodeRequest, type TProtection } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { SubmitForm } from '../../../components/submit-form';
import { PasswordField, TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { useProtection } from '../api/get-protection';
import { useSetAntiPhishingCode } from '../api/set-anti-phishing-code';
import styles from './security-pages.module.css';

/** my/security/antiphishing: the member's phrase shown in every mail and letter, set or changed with the login password. */
export function AntiPhishingPage() {
  const { t } = useTranslation();
  const protection = useProtection();
  return (
    <Page title={t('titles.securityAntiPhishing')}>
      <Loaded query={protection}>{(data) => <AntiPhishingForm protection={data} />}</Loaded>
    </Page>
  );
}

function AntiPhishingForm({ protection }: { protection: TProtection }) {
  const { t } = useTranslation();
  const save = useSetAntiPhishingCode();
  const { control, handleSubmit, setError, reset } = useSchemaForm(ZSetAntiPhishingCodeRequest, { defaultValues: { code: '', password: '' } });
  const code = useTextController(control, 'code');
  const password = useTextController(control, 'password');

  const submit = handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: () => {
        reset({ code: '', password: '' });
        Toast.show({ icon: 'success', content: t('security.antiPhishingSaved') });
      },
      onError: (error) => {
        const failure = error instanceof RequestError ? error.failure : null;
        if (failure?.code === CODE.WRONG_PASSWORD) setError('password', { message: failure.msg });
        else if (failure?.code === CODE.INVALID_PARAMS) setError('code', { message: failure.msg });
        else Toast.show({ content: failure?.msg ?? t('common.networkError') });
      },
    });
  });

  return (
    <div className={styles.stack}>
      <Card title={t('security.antiPhishingCurrent')}>
        {protection.antiPhishingCode === null ? (
          <p className={styles.note}>{t('security.antiPhishingNotSet')}</p>
        ) : (
          <p className={styles.code} data-testid="anti-phishing-code">
            {protection.antiPhishingCode}
          </p>
        )}
        <p className={styles.note}>{t('security.antiPhishingExplain')}</p>
      </Card>
      <Card>
        <SubmitForm onSubmit={() => void submit()}>
          <TextField label={t('security.antiPhishingCodeLabel')} {...code} placeholder={t('security.antiPhishingCodePlaceholder')} maxLength={20} autoComplete="off" />
          <PasswordField label={t('security.passwordLabel')} {...password} placeholder={t('security.passwordPlaceholder')} autoComplete="current-password" maxLength={64} />
          <Button block type="submit" color="primary" shape="rounded" loading={save.isPending}>
            {protection.antiPhishingCode === null ? t('security.antiPhishingSet') : t('security.antiPhishingChange')}
          </Button>
        </SubmitForm>
      </Card>
    </div>
  );
}
