import { ZUpdatePayPasswordByOldRequest } from '@meridian/protocol';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { useForm } from '../../../components/use-form';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { useGoBack } from '../../../components/use-go-back';
import { validateForm } from '../../../lib/form-validation';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdatePayPasswordByOld } from '../api/update-pay-password-by-old';
import { PasswordForm, type PasswordFieldSpec } from '../components/password-form';
import styles from './member-pages.module.css';

const FIELDS = ['oldPayPassword', 'loginPassword', 'payPassword', 'confirmPayPassword'] as const;
type Field = (typeof FIELDS)[number];

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
  const { values, bind, setErrors } = useForm({ oldPayPassword: '', loginPassword: '', payPassword: '', confirmPayPassword: '' });

  const proof: PasswordFieldSpec<Field> = firstTime
    ? { name: 'loginPassword', label: t('member.loginPassword'), placeholder: t('member.loginPasswordPlaceholder'), autoComplete: 'current-password' }
    : { name: 'oldPayPassword', label: t('member.oldPayPassword'), placeholder: t('member.oldPayPasswordPlaceholder'), autoComplete: 'current-password' };
  const fields: PasswordFieldSpec<Field>[] = [
    proof,
    { name: 'payPassword', label: t('member.newPayPassword'), placeholder: t('member.payPasswordPlaceholder'), hint: t('member.payPasswordHint'), autoComplete: 'new-password' },
    { name: 'confirmPayPassword', label: t('member.confirmPayPassword'), placeholder: t('member.confirmPayPasswordPlaceholder'), autoComplete: 'new-password' },
  ];

  const submit = () => {
    const payload = {
      ...(firstTime ? { loginPassword: values.loginPassword } : { oldPayPassword: values.oldPayPassword }),
      payPassword: values.payPassword,
      confirmPayPassword: values.confirmPayPassword,
    };
    const checked = validateForm(ZUpdatePayPasswordByOldRequest, payload, FIELDS);
    const fieldErrors = checked.ok ? {} : { ...checked.errors };
    // The contract leaves the proof optional (either one may apply); the form needs the one that does.
    if (firstTime && values.loginPassword === '') fieldErrors.loginPassword = t('member.loginPasswordRequired');
    if (!firstTime && values.oldPayPassword === '') fieldErrors.oldPayPassword = t('member.oldPayPasswordRequired');
    setErrors(fieldErrors);
    if (!checked.ok || Object.keys(fieldErrors).length > 0) return;
    updatePayPassword.mutate({ ...checked.data, ...twoStep.payload }, {
      onError: twoStep.onFailure,
      onSuccess: () => {
        Toast.show({ icon: 'success', content: firstTime ? t('member.payPasswordSetDone') : t('member.payPasswordChanged') });
        goBack();
      },
    });
  };

  return (
    <PasswordForm
      fields={fields}
      bind={bind}
      onSubmit={submit}
      submitting={updatePayPassword.isPending}
      numeric
      after={<TwoStepCodeField {...twoStep} />}
      intro={<p className={styles.note}>{firstTime ? t('member.payPasswordFirstTime') : t('member.payPasswordChange')}</p>}
    />
  );
}
