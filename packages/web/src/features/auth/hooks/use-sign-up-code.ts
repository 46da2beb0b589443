import { isEmail, isPhoneNumber, type TRegisterConfig } from '@meridian/protocol';
import { useState } from 'react';
import type { UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSendSignUpCode, type SignUpCodeTarget } from '../api/send-sign-up-code';
import type { TRegisterForm } from '../lib/register-form';
import type { useSliderCaptcha } from './use-slider-captcha';

interface SignUpCodeOptions {
  verifyBy: Exclude<TRegisterConfig['verifyBy'], 'none'>;
  getValues: UseFormGetValues<TRegisterForm>;
  setError: UseFormSetError<TRegisterForm>;
  /** The sign-up form's puzzle: a code is sent only with its answer. */
  captcha: Pick<ReturnType<typeof useSliderCaptcha>, 'answer' | 'refresh'>;
}

/** The sign-up code: sent to the email address or mobile number typed, with the puzzle's answer. */
export function useSignUpCode({ verifyBy, getValues, setError, captcha }: SignUpCodeOptions) {
  const { t } = useTranslation();
  const sendCode = useSendSignUpCode();
  /** Where the last code went, as the server says it (masked); null until one is sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  const codeTarget = (): SignUpCodeTarget | null => {
    if (verifyBy === 'email') {
      const address = getValues('email').trim();
      if (isEmail(address)) return { channel: 'email', email: address };
      setError('email', { message: t('rule.email') });
      return null;
    }
    const number = getValues('mobile').trim();
    if (isPhoneNumber(number)) return { channel: 'mobile', mobile: number };
    setError('mobile', { message: t('rule.mobile') });
    return null;
  };

  /** Sending a code uses up the puzzle, so a fresh one follows either way. */
  const send = async (): Promise<number | null> => {
    const target = codeTarget();
    if (target === null) return null;
    if (captcha.answer === null) {
      setError('captcha', { message: t('rule.captcha') });
      return null;
    }
    try {
      const sent = await sendCode.mutateAsync({ target, captcha: captcha.answer });
      setSentTo(sent.sentTo);
      return sent.resendAfterSeconds;
    } catch {
      return null;
    } finally {
      captcha.refresh();
    }
  };

  return { sentTo, send };
}
