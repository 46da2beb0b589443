import { ZSendUpPwdCaptchaRequest } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { ROUTE, href } from '../../../config/routes';
import { validateForm } from '../../../lib/form-validation';
import { rememberedUsername } from '../api/login';
import { useSendResetCode } from '../api/send-reset-code';
import { AuthLayout } from '../components/auth-layout';
import { SliderCaptcha } from '../components/slider-captcha';
import { useSliderCaptcha } from '../hooks/use-slider-captcha';

/** Password reset, step 1: who is asking; the code goes to the contact on their account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useSliderCaptcha();
  const sendCode = useSendResetCode();
  const { values, bind, errors, setErrors } = useForm(() => ({
    username: rememberedUsername(),
  }));

  const submit = () => {
    const checked = validateForm(ZSendUpPwdCaptchaRequest, { ...values, ...captcha.payload }, ['username'] as const, {
      username: t('auth.usernameRequired'),
    });
    setErrors({ ...(checked.ok ? {} : checked.errors), captcha: captcha.error });
    if (!checked.ok || captcha.answer === null) return;
    const { username } = checked.data;
    sendCode.mutate(
      { username, captcha: captcha.answer },
      {
        onSuccess: (sent) => {
          void navigate(href(ROUTE.resetPassword, { username, sentTo: sent.sentTo }));
        },
        onSettled: () => {
          captcha.refresh();
        },
      },
    );
  };

  return (
    <AuthLayout title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <SubmitForm onSubmit={submit}>
        <TextField
          label={t('auth.username')}
          {...bind('username')}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
        />
        <SliderCaptcha {...captcha.props} error={errors.captcha} />
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={sendCode.isPending}>
          {t('auth.sendResetCode')}
        </Button>
      </SubmitForm>
    </AuthLayout>
  );
}
