import { ZCheckMobileCaptchaRequest, ZResetLoginPasswordRequest } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { ROUTE } from '../../../config/routes';
import { cx } from '../../../lib/class-names';
import { validateForm } from '../../../lib/form-validation';
import { useCheckResetCode } from '../api/check-reset-code';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import styles from './auth-pages.module.css';

/**
 * Password reset, steps 2 and 3: the code from the email or SMS is exchanged for a reset ticket,
 * then the new password is set with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username') ?? '';
  const sentTo = searchParams.get('sentTo') ?? '';
  const [resetTicket, setResetTicket] = useState<string | null>(null);

  return (
    <AuthLayout title={t('auth.resetTitle')} subtitle={resetTicket === null ? t('auth.resetCodeSubtitle') : t('auth.resetPasswordSubtitle')}>
      <div className={styles.steps} aria-hidden="true">
        <span className={cx(resetTicket === null && styles.stepActive)}>{t('auth.stepCode')}</span>
        <span>›</span>
        <span className={cx(resetTicket !== null && styles.stepActive)}>{t('auth.stepPassword')}</span>
      </div>
      {username === '' ? (
        <>
          <p className={styles.notice}>{t('auth.resetStartOver')}</p>
          <Link className={styles.link} to={ROUTE.forgetPassword} replace>
            {t('auth.forgotTitle')}
          </Link>
        </>
      ) : resetTicket === null ? (
        <CodeStep username={username} sentTo={sentTo} onTicket={setResetTicket} />
      ) : (
        <PasswordStep resetTicket={resetTicket} />
      )}
    </AuthLayout>
  );
}

function CodeStep({ username, sentTo, onTicket }: { username: string; sentTo: string; onTicket: (ticket: string) => void }) {
  const { t } = useTranslation();
  const checkCode = useCheckResetCode();
  const { bind, values, setErrors } = useForm({ code: '' });

  const submit = () => {
    const checked = validateForm(ZCheckMobileCaptchaRequest, { username, code: values.code }, ['code'] as const);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    checkCode.mutate(checked.data, {
      onSuccess: (answer) => {
        onTicket(answer.resetTicket);
      },
    });
  };

  return (
    <SubmitForm onSubmit={submit}>
      {sentTo !== '' && <p className={styles.notice}>{t('auth.codeSentTo', { target: sentTo })}</p>}
      <TextField
        label={t('auth.verificationCode')}
        {...bind('code')}
        inputMode="numeric"
        maxLength={6}
        placeholder={t('auth.codePlaceholder')}
        autoComplete="one-time-code"
      />
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
  const { values, bind, setErrors } = useForm({ password: '', confirmPassword: '' });

  const submit = () => {
    const checked = validateForm(ZResetLoginPasswordRequest, { resetTicket, ...values }, ['password', 'confirmPassword'] as const);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    resetPassword.mutate(checked.data, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('auth.passwordReset') });
        void navigate(ROUTE.login, { replace: true });
      },
    });
  };

  return (
    <SubmitForm onSubmit={submit}>
      <NewPasswordFields bind={bind} />
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={resetPassword.isPending}>
        {t('auth.savePassword')}
      </Button>
    </SubmitForm>
  );
}
