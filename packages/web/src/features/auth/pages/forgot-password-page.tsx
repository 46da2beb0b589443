import { CODE, TOAST_MS, ZCheckRecoveryCodeRequest, ZSendUpPwdCaptchaRequest } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { RequestError } from '../../../api/query-client';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { ROUTE, href } from '../../../config/routes';
import { requestForm } from '../../../lib/request-form';
import { useCheckRecoveryCode } from '../api/check-recovery-code';
import { rememberedUsername } from '../api/login';
import { useSendResetCode } from '../api/send-up-pwd-captcha';
import { AuthLayout } from '../components/auth-layout';
import { SliderCaptcha } from '../components/slider-captcha';
import { useSliderCaptcha } from '../hooks/use-slider-captcha';
import { captchaAnswered, captchaFields, type CaptchaForm } from '../lib/captcha-field';
import { resetTicketState } from '../lib/reset-ticket-state';
import styles from './auth-pages.module.css';

/** How the member proves it is them: a code sent to the account's contact, or a recovery code kept from sign-up. */
type Proof = 'sent-code' | 'recovery-code';

type ForgotForm = CaptchaForm & { username: string; recoveryCode: string };

/** Who is asking, for a code sent to them: the protocol's `ZSendUpPwdCaptchaRequest`, with the slider's answer. */
const SEND_CODE_FORM = requestForm(
  ({ username, captcha }: ForgotForm) => ({ username, ...captchaFields(captcha) }),
  ZSendUpPwdCaptchaRequest.check(captchaAnswered),
);
type SendCodeRequest = z.output<typeof SEND_CODE_FORM>;
/** Who is asking, with a recovery code: the protocol's `ZCheckRecoveryCodeRequest`, with the slider's answer. */
const RECOVERY_CODE_FORM = requestForm(
  ({ username, recoveryCode, captcha }: ForgotForm) => ({ username, recoveryCode, ...captchaFields(captcha) }),
  ZCheckRecoveryCodeRequest.check(captchaAnswered),
);
type RecoveryCodeRequest = z.output<typeof RECOVERY_CODE_FORM>;

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
  const isRecovery = proof === 'recovery-code';
  const [startValues] = useState((): ForgotForm => ({ username: rememberedUsername(), recoveryCode: '', captcha: null }));
  const schema: z.ZodMiniType<SendCodeRequest | RecoveryCodeRequest, ForgotForm> = isRecovery ? RECOVERY_CODE_FORM : SEND_CODE_FORM;
  const { control, handleSubmit, setValue, clearErrors, formState } = useSchemaForm(schema, {
    defaultValues: startValues,
    required: { username: t('auth.usernameRequired') },
  });
  const username = useTextController(control, 'username');
  const recoveryCode = useTextController(control, 'recoveryCode');

  const sendResetCode = ({ username: account, ...puzzleAnswer }: SendCodeRequest) => {
    sendCode.mutate(
      { username: account, captcha: puzzleAnswer },
      {
        onSuccess: (sent) => {
          void navigate(href(ROUTE.resetPassword, { username: account, sentTo: sent.sentTo }));
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

  const submitRecoveryCode = ({ username: account, recoveryCode: code, ...puzzleAnswer }: RecoveryCodeRequest) => {
    checkRecoveryCode.mutate(
      { username: account, recoveryCode: code, captcha: puzzleAnswer },
      {
        // The reset step as after a code by mail, with its ticket already.
        onSuccess: (answer) => {
          void navigate(href(ROUTE.resetPassword, { username: account }), { state: resetTicketState(answer.resetTicket) });
        },
        onSettled: () => {
          captcha.refresh();
        },
      },
    );
  };

  const submit = () => {
    // The answer belongs to the puzzle on screen now; a refreshed puzzle has none yet.
    setValue('captcha', captcha.answer);
    void handleSubmit((request) => {
      if ('recoveryCode' in request) submitRecoveryCode(request);
      else sendResetCode(request);
    })();
  };

  return (
    <AuthLayout title={t('auth.forgotTitle')} subtitle={isRecovery ? t('auth.recoverySubtitle') : t('auth.forgotSubtitle')}>
      <SubmitForm onSubmit={submit}>
        {isRecovery && hasNoContact && <p className={styles.notice}>{t('auth.noContact')}</p>}
        <TextField
          label={t('auth.username')}
          {...username}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
        />
        {isRecovery && (
          <TextField
            label={t('auth.recoveryCode')}
            {...recoveryCode}
            placeholder={t('auth.recoveryCodePlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            maxLength={9}
          />
        )}
        <SliderCaptcha {...captcha.props} error={formState.errors.captcha?.message} />
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={isRecovery ? checkRecoveryCode.isPending : sendCode.isPending}>
          {isRecovery ? t('common.next') : t('auth.sendResetCode')}
        </Button>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            setProof(isRecovery ? 'sent-code' : 'recovery-code');
            clearErrors();
          }}
        >
          {isRecovery ? t('auth.useSentCode') : t('auth.useRecoveryCode')}
        </button>
      </SubmitForm>
    </AuthLayout>
  );
}
