import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

interface VerificationCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Inside the box, after the input: the send-code button. */
  extra?: ReactNode;
}

/** The 6-digit code sent by email or SMS, as every form that asks for one shows it. */
export function VerificationCodeField(props: VerificationCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.verificationCode')}
      {...props}
      inputMode="numeric"
      maxLength={6}
      placeholder={t('auth.codePlaceholder')}
      autoComplete="one-time-code"
    />
  );
}
