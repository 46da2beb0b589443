import type { TRegisterConfig, TRegisterRequest } from '@meridian/protocol';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/send-code-button';
import { TextField } from '../../../components/text-field';
import { useTextController } from '../../../components/use-schema-form';
import { VerificationCodeField } from '../../../components/verification-code-field';
import { useSignUpCode } from '../hooks/use-sign-up-code';
import type { useSliderCaptcha } from '../hooks/use-slider-captcha';
import type { TRegisterForm } from '../lib/register-form';

interface SignUpVerificationProps {
  verifyBy: Exclude<TRegisterConfig['verifyBy'], 'none'>;
  form: Pick<UseFormReturn<TRegisterForm, unknown, TRegisterRequest>, 'control' | 'getValues' | 'setError'>;
  captcha: Pick<ReturnType<typeof useSliderCaptcha>, 'answer' | 'refresh'>;
}

/** The contact the sign-up is verified by (email or mobile, as the config says) and the code sent to it. */
export function SignUpVerification({ verifyBy, form, captcha }: SignUpVerificationProps) {
  const { t } = useTranslation();
  const contact = useTextController(form.control, verifyBy);
  const code = useTextController(form.control, verifyBy === 'email' ? 'emailCode' : 'mobileCode');
  const signUpCode = useSignUpCode({ verifyBy, getValues: form.getValues, setError: form.setError, captcha });
  return (
    <>
      {verifyBy === 'email' ? (
        <TextField label={t('auth.email')} {...contact} type="email" placeholder={t('auth.emailPlaceholder')} autoComplete="email" />
      ) : (
        <TextField label={t('auth.mobile')} {...contact} type="tel" placeholder={t('auth.mobilePlaceholder')} autoComplete="tel" />
      )}
      <VerificationCodeField
        {...code}
        hint={signUpCode.sentTo === null ? t('auth.codeNeedsPuzzle') : t('auth.codeSentTo', { target: signUpCode.sentTo })}
        extra={<SendCodeButton onSend={signUpCode.send} />}
      />
    </>
  );
}
