import { ZUpdateLoginPasswordRequest } from '@meridian/protocol';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { useGoBack } from '../../../components/use-go-back';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { useUpdateLoginPassword } from '../api/update-login-password';
import { PasswordForm, type PasswordFieldSpec } from '../components/password-form';

type Field = 'oldPassword' | 'password' | 'confirmPassword';

/** my/passwordedit: a new login password, proven with the current one. */
export function PasswordEditPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const updatePassword = useUpdateLoginPassword();
  const twoStep = useTwoStepCode();
  const { control, handleSubmit } = useSchemaForm(ZUpdateLoginPasswordRequest, {
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
    required: { oldPassword: t('member.currentPasswordRequired') },
  });
  const bound = {
    oldPassword: useTextController(control, 'oldPassword'),
    password: useTextController(control, 'password'),
    confirmPassword: useTextController(control, 'confirmPassword'),
  };

  const fields: PasswordFieldSpec<Field>[] = [
    { name: 'oldPassword', label: t('member.currentPassword'), placeholder: t('member.currentPasswordPlaceholder'), autoComplete: 'current-password' },
    { name: 'password', label: t('auth.newPassword'), placeholder: t('auth.newPasswordPlaceholder'), hint: t('auth.passwordHint'), autoComplete: 'new-password' },
    { name: 'confirmPassword', label: t('auth.confirmPassword'), placeholder: t('auth.confirmPasswordPlaceholder'), autoComplete: 'new-password' },
  ];

  const submit = handleSubmit((request) => {
    updatePassword.mutate({ ...request, ...twoStep.payload }, {
      onError: twoStep.onFailure,
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('member.passwordChanged') });
        goBack();
      },
    });
  });

  return (
    <Page title={t('titles.passwordEdit')}>
      <PasswordForm fields={fields} bind={(field) => bound[field]} onSubmit={() => void submit()} submitting={updatePassword.isPending} after={<TwoStepCodeField {...twoStep} />} />
    </Page>
  );
}
