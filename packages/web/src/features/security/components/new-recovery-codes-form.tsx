import { ZNewRecoveryCodesRequest } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { ProofOfMemberFields } from '../../../components/proof-of-member-fields';
import { useTwoStepCode } from '../../../components/two-step-code-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { requestForm } from '../../../lib/request-form';
import { useNewRecoveryCodes } from '../api/new-recovery-codes';
import styles from '../pages/security-pages.module.css';

/** New account recovery codes, proven by the login password (and the 2-step code when it is on). */
export function NewRecoveryCodesForm({ onMade }: { onMade: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const renew = useNewRecoveryCodes();
  const twoStep = useTwoStepCode();
  const schema = requestForm((form: { password: string }) => ({ ...form, ...twoStep.payload }), ZNewRecoveryCodesRequest);
  const { control, handleSubmit } = useSchemaForm(schema, { defaultValues: { password: '' }, required: { password: t('member.loginPasswordRequired') } });
  const password = useTextController(control, 'password');

  const submit = handleSubmit((request) => {
    renew.mutate(request, {
      onSuccess: (answer) => {
        onMade(answer.codes);
      },
      onError: twoStep.onFailure,
    });
  });

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card title={t('recovery.renewTitle')}>
        <FieldStack>
          <p className={styles.note}>{t('recovery.renewText')}</p>
          <ProofOfMemberFields password={password} twoStep={twoStep} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={renew.isPending}>
        {t('recovery.renew')}
      </Button>
    </SubmitForm>
  );
}
