import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { useGoBack } from '../../../components/use-go-back';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdatePayPasswordByOld } from '../api/update-pay-password-by-old';
import { PasswordForm, type PasswordFieldSpec } from '../components/password-form';
import { EMPTY_PAY_PASSWORD_FORM, payPasswordFormSchema, type PayPasswordField } from '../lib/pay-password-form';
import styles from './member-pages.module.css';

/**
 * my/paypasswordedit: the 4-digit pay password. The first time the login password proves who is
 * asking; after that, the old pay password does.
 */
export function PayPasswordEditPage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  return (
    <Page title={t('titles.payPasswordEdit')}>
      <Loaded query={member}>{(data) => <PayPasswordForm firstTime={!data.hasPayPassword} />}</Loaded>
    </Page>
  );
}

function PayPasswordForm({ firstTime }: { firstTime: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const updatePayPassword = useUpdatePayPasswordByOld();
  const twoStep = useTwoStepCode();
  const { control, handleSubmit } = useSchemaForm(payPasswordFormSchema(firstTime), {
    defaultValues: EMPTY_PAY_PASSWORD_FORM,
    required: { loginPassword: t('member.loginPasswordRequired'), oldPayPassword: t('member.oldPayPasswordRequired') },
  });
  const bound = {
    oldPayPassword: useTextController(control, 'oldPayPassword'),
    loginPassword: useTextController(control, 'loginPassword'),
    payPassword: useTextController(control, 'payPassword'),
    confirmPayPassword: useTextController(control, 'confirmPayPassword'),
  };

  const proof: PasswordFieldSpec<PayPasswordField> = firstTime
    ? { name: 'loginPassword', label: t('member.loginPassword'), placeholder: t('member.loginPasswordPlaceholder'), autoComplete: 'current-password' }
    : { name: 'oldPayPassword', label: t('member.oldPayPassword'), placeholder: t('member.oldPayPasswordPlaceholder'), autoComplete: 'current-password' };
  const fields: PasswordFieldSpec<PayPasswordField>[] = [
    proof,
    { name: 'payPassword', label: t('member.newPayPassword'), placeholder: t('member.payPasswordPlaceholder'), hint: t('member.payPasswordHint'), autoComplete: 'new-password' },
    { name: 'confirmPayPassword', label: t('member.confirmPayPassword'), placeholder: t('member.confirmPayPasswordPlaceholder'), autoComplete: 'new-password' },
  ];

  const submit = handleSubmit((request) => {
    updatePayPassword.mutate({ ...request, ...twoStep.payload }, {
      onError: twoStep.onFailure,
      onSuccess: () => {
        Toast.show({ icon: 'success', content: firstTime ? t('member.payPasswordSetDone') : t('member.payPasswordChanged') });
        goBack();
      },
    });
  });

  return (
    <PasswordForm
      fields={fields}
      bind={(field) => bound[field]}
      onSubmit={() => void submit()}
      submitting={updatePayPassword.isPending}
      numeric
      after={<TwoStepCodeField {...twoStep} />}
      intro={<p className={styles.note}>{firstTime ? t('member.payPasswordFirstTime') : t('member.payPasswordChange')}</p>}
    />
  );
}
