import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/text-field';

type Bind = (field: 'password' | 'confirmPassword') => { value: string; onChange: (value: string) => void; error?: string | undefined };

/** A new password and its confirmation, as sign-up and the password reset ask for them. */
export function NewPasswordFields({ bind, label }: { bind: Bind; /** Sign-up says "Password": nothing is new yet. */ label?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label ?? t('auth.newPassword')}
        {...bind('password')}
        hint={t('auth.passwordHint')}
        placeholder={t('auth.newPasswordPlaceholder')}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        {...bind('confirmPassword')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
