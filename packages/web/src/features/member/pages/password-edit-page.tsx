import { ZUpdateLoginPasswordRequest } from '@meridian/protocol';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useForm } from '../../../components/use-form';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { useGoBack } from '../../../components/use-go-back';
import { validateForm } from '../../../lib/form-validation';
import { useUpdateLoginPassword } from '../api/update-login-password';
import { PasswordForm, type PasswordFieldSpec } from '../components/password-form';

const FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/** my/passwordedit: a new login password, proven with the current one. */
export function PasswordEditPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const updatePassword = useUpdateLoginPassword();
  const twoStep = useTwoStepCode();
  const { values, bind, setErrors } = useForm({ oldPassword: '', password: '', confirmPassword: '' });

  const fields: PasswordFieldSpec<Field>[] = [
    { name: 'oldPassword', label: t('member.currentPassword'), placeholder: t('member.currentPasswordPlaceholder'), autoComplete: 'current-password' },
    { name: 'password', label: t('auth.newPassword'), placeholder: t('auth.newPasswordPlaceholder'), hint: t('auth.passwordHint'), autoComplete: 'new-password' },
    { name: 'confirmPassword', label: t('auth.confirmPassword'), placeholder: t('auth.confirmPasswordPlaceholder'), autoComplete: 'new-password' },
  ];

  const submit = () => {
    const checked = validateForm(ZUpdateLoginPasswordRequest, values, FIELDS, { oldPassword: t('member.currentPasswordRequired') });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    updatePassword.mutate({ ...checked.data, ...twoStep.payload }, {
      onError: twoStep.onFailure,
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('member.passwordChanged') });
        goBack();
      },
    });
  };

  return (
    <Page title={t('titles.passwordEdit')}>
      <PasswordForm fields={fields} bind={bind} onSubmit={submit} submitting={updatePassword.isPending} after={<TwoStepCodeField {...twoStep} />} />
    </Page>
  );
}
