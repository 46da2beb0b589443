import { ZNewRecoveryCodesRequest } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { ProofOfMemberFields } from '../../../components/proof-of-member-fields';
import { useTwoStepCode } from '../../../components/two-step-code-field';
import { useForm } from '../../../components/use-form';
import { validateForm } from '../../../lib/form-validation';
import { useNewRecoveryCodes } from '../api/new-recovery-codes';
import styles from '../pages/security-pages.module.css';

/** New account recovery codes, proven by the login password (and the 2-step code when it is on). */
export function NewRecoveryCodesForm({ onMade }: { onMade: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const renew = useNewRecoveryCodes();
  const twoStep = useTwoStepCode();
  const { values, bind, setErrors } = useForm({ password: '' });

  const submit = () => {
    const checked = validateForm(ZNewRecoveryCodesRequest, { ...values, ...twoStep.payload }, ['password'] as const, {
      password: t('member.loginPasswordRequired'),
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    renew.mutate(checked.data, {
      onSuccess: (answer) => {
        onMade(answer.codes);
      },
      onError: twoStep.onFailure,
    });
  };

  return (
    <SubmitForm onSubmit={submit}>
      <Card title={t('recovery.renewTitle')}>
        <FieldStack>
          <p className={styles.note}>{t('recovery.renewText')}</p>
          <ProofOfMemberFields password={bind('password')} twoStep={twoStep} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={renew.isPending}>
        {t('recovery.renew')}
      </Button>
    </SubmitForm>
  );
}
