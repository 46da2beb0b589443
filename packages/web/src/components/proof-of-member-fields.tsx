import { useTranslation } from 'react-i18next';
import { PasswordField } from './text-field';
import { TwoStepCodeField, type TwoStepCode } from './two-step-code-field';

interface ProofOfMemberFieldsProps {
  password: { value: string; onChange: (value: string) => void; error?: string | undefined };
  twoStep: TwoStepCode;
}

/**
 * The login password and, while 2-step is on, its code: what proves it is the member, not only
 * their session, before a change that could take the account over (a new email or phone, new
 * recovery codes).
 */
export function ProofOfMemberFields({ password, twoStep }: ProofOfMemberFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('member.loginPassword')}
        placeholder={t('member.loginPasswordPlaceholder')}
        {...password}
        autoComplete="current-password"
        maxLength={64}
      />
      <TwoStepCodeField {...twoStep} />
    </>
  );
}
