import { ZCheckMobileCaptchaRequest, ZResetLoginPasswordRequest } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SubmitForm } from '../../../components/submit-form';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { VerificationCodeField } from '../../../components/verification-code-field';
import { ROUTE } from '../../../config/routes';
import { cx } from '../../../lib/class-names';
import { requestForm } from '../../../lib/request-form';
import { useCheckResetCode } from '../api/check-mobile-captcha';
import { useResetPassword } from '../api/update-login-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { ticketFromState } from '../lib/reset-ticket-state';
import styles from './auth-pages.module.css';

/**
 * Password reset, steps 2 and 3: the code from the email or SMS is exchanged for a reset ticket,
 * then the new password is set with it. A recovery code was exchanged on the page before: the
 * ticket comes with the navigation, and the page opens on the new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username') ?? '';
  const sentTo = searchParams.get('sentTo') ?? '';
  const location = useLocation();
  const [resetTicket, setResetTicket] = useState<string | null>(() => ticketFromState(location.state));

  return (
    <AuthLayout title={t('auth.resetTitle')} subtitle={resetTicket === null ? t('auth.resetCodeSubtitle') : t('auth.resetPasswordSubtitle')}>
      <div className={styles.steps} aria-hidden="true">
        <span className={cx(resetTicket === null && styles.stepActive)}>{t('auth.stepCode')}</span>
        <span>›</span>
        <span className={cx(resetTicket !== null && styles.stepActive)}>{t('auth.stepPassword')}</span>
      </div>
      {resetTicket !== null ? (
        <PasswordStep resetTicket={resetTicket} />
      ) : username === '' ? (
        <>
          <p className={styles.notice}>{t('auth.resetStartOver')}</p>
          <Link className={styles.link} to={ROUTE.forgetPassword} replace>
            {t('auth.forgotTitle')}
          </Link>
        </>
      ) : (
        <CodeStep username={username} sentTo={sentTo} onTicket={setResetTicket} />
      )}
    </AuthLayout>
  );
}

function CodeStep({ username, sentTo, onTicket }: { username: string; sentTo: string; onTicket: (ticket: string) => void }) {
  const { t } = useTranslation();
  const checkCode = useCheckResetCode();
  const schema = requestForm((form: { code: string }) => ({ username, code: form.code }), ZCheckMobileCaptchaRequest);
  const { control, handleSubmit } = useSchemaForm(schema, { defaultValues: { code: '' } });
  const code = useTextController(control, 'code');

  const submit = handleSubmit((request) => {
    checkCode.mutate(request, {
      onSuccess: (answer) => {
        onTicket(answer.resetTicket);
      },
    });
  });

  return (
    <SubmitForm onSubmit={() => void submit()}>
      {sentTo !== '' && <p className={styles.notice}>{t('auth.codeSentTo', { target: sentTo })}</p>}
      <VerificationCodeField {...code} />
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={checkCode.isPending}>
        {t('common.next')}
      </Button>
      <Link className={styles.link} to={ROUTE.forgetPassword} replace>
        {t('auth.resendCode')}
      </Link>
    </SubmitForm>
  );
}

function PasswordStep({ resetTicket }: { resetTicket: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const schema = requestForm((form: { password: string; confirmPassword: string }) => ({ resetTicket, ...form }), ZResetLoginPasswordRequest);
  const { control, handleSubmit } = useSchemaForm(schema, { defaultValues: { password: '', confirmPassword: '' } });
  const password = useTextController(control, 'password');
  const confirmPassword = useTextController(control, 'confirmPassword');

  const submit = handleSubmit((request) => {
    resetPassword.mutate(request, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('auth.passwordReset') });
        void navigate(ROUTE.login, { replace: true });
      },
    });
  });

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <NewPasswordFields bind={(field) => (field === 'password' ? password : confirmPassword)} />
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={resetPassword.isPending}>
        {t('auth.savePassword')}
      </Button>
    </SubmitForm>
  );
}
