import { CODE, TOAST_MS, ZCheckRecoveryCodeRequest, ZSendUpPwdCaptchaRequest } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { ROUTE, href } from '../../../config/routes';
import { validateForm } from '../../../lib/form-validation';
import { useCheckRecoveryCode } from '../api/check-recovery-code';
import { rememberedUsername } from '../api/login';
import { useSendResetCode } from '../api/send-reset-code';
import { AuthLayout } from '../components/auth-layout';
import { SliderCaptcha } from '../components/slider-captcha';
import { useSliderCaptcha } from '../hooks/use-slider-captcha';
import { resetTicketState } from '../lib/reset-ticket-state';
import styles from './auth-pages.module.css';

/** How the member proves it is them: a code sent to the account's contact, or a recovery code kept from sign-up. */
type Proof = 'sent-code' | 'recovery-code';

/**
 * Password reset, step 1: who is asking. The code goes to the contact on their account; or, with
 * no email or phone on it (or none at hand), one of the account recovery codes (issue 35) leads
 * straight to the new password.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useSliderCaptcha();
  const sendCode = useSendResetCode();
  const checkRecoveryCode = useCheckRecoveryCode();
  const [proof, setProof] = useState<Proof>('sent-code');
  const [hasNoContact, setHasNoContact] = useState(false);
  const { values, bind, errors, setErrors } = useForm(() => ({
    username: rememberedUsername(),
    recoveryCode: '',
  }));
  const isRecovery = proof === 'recovery-code';
  const usernameRequired = { username: t('auth.usernameRequired') };

  const sendResetCode = () => {
    const checked = validateForm(ZSendUpPwdCaptchaRequest, { username: values.username, ...captcha.payload }, ['username'] as const, usernameRequired);
    setErrors({ ...(checked.ok ? {} : checked.errors), captcha: captcha.error });
    if (!checked.ok || captcha.answer === null) return;
    const { username } = checked.data;
    sendCode.mutate(
      { username, captcha: captcha.answer },
      {
        onSuccess: (sent) => {
          void navigate(href(ROUTE.resetPassword, { username, sentTo: sent.sentTo }));
        },
        onError: (failure) => {
          const { code, msg } = failure instanceof RequestError ? failure.failure : { code: 0, msg: t('common.networkError') };
          // Nowhere to send a code: a recovery code is the way left, offered at once (the page
          // says so; the server's words send the member to customer service).
          if (code === CODE.NO_CONTACT) {
            setHasNoContact(true);
            setProof('recovery-code');
          } else {
            Toast.show({ content: msg, duration: TOAST_MS });
          }
        },
        onSettled: () => {
          captcha.refresh();
        },
      },
    );
  };

  const submitRecoveryCode = () => {
    const checked = validateForm(ZCheckRecoveryCodeRequest, { ...values, ...captcha.payload }, ['username', 'recoveryCode'] as const, usernameRequired);
    setErrors({ ...(checked.ok ? {} : checked.errors), captcha: captcha.error });
    if (!checked.ok || captcha.answer === null) return;
    const { username, recoveryCode } = checked.data;
    checkRecoveryCode.mutate(
      { username, recoveryCode, captcha: captcha.answer },
      {
        // The reset step as after a code by mail, with its ticket already.
        onSuccess: (answer) => {
          void navigate(href(ROUTE.resetPassword, { username }), { state: resetTicketState(answer.resetTicket) });
        },
        onSettled: () => {
          captcha.refresh();
        },
      },
    );
  };

  return (
    <AuthLayout title={t('auth.forgotTitle')} subtitle={isRecovery ? t('auth.recoverySubtitle') : t('auth.forgotSubtitle')}>
      <SubmitForm onSubmit={isRecovery ? submitRecoveryCode : sendResetCode}>
        {isRecovery && hasNoContact && <p className={styles.notice}>{t('auth.noContact')}</p>}
        <TextField
          label={t('auth.username')}
          {...bind('username')}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
        />
        {isRecovery && (
          <TextField
            label={t('auth.recoveryCode')}
            {...bind('recoveryCode')}
            placeholder={t('auth.recoveryCodePlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            maxLength={9}
          />
        )}
        <SliderCaptcha {...captcha.props} error={errors.captcha} />
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={isRecovery ? checkRecoveryCode.isPending : sendCode.isPending}>
          {isRecovery ? t('common.next') : t('auth.sendResetCode')}
        </Button>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            setProof(isRecovery ? 'sent-code' : 'recovery-code');
            setErrors({});
          }}
        >
          {isRecovery ? t('auth.useSentCode') : t('auth.useRecoveryCode')}
        </button>
      </SubmitForm>
    </AuthLayout>
  );
}
