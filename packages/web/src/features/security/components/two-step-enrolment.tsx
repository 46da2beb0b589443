import { ZConfirmTwoStepRequest, type TBeginTwoStepResponse } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { copyText } from '../../../lib/clipboard';
import { useConfirmTwoStep } from '../api/confirm-two-step';
import styles from './two-step.module.css';

/** Turning on, second part: scan (or type) the secret, then prove it with the first code. */
export function TwoStepEnrolment({ enrolment, onConfirmed }: { enrolment: TBeginTwoStepResponse; onConfirmed: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoStep();
  const { control, handleSubmit } = useSchemaForm(ZConfirmTwoStepRequest, { defaultValues: { code: '' } });
  const code = useTextController(control, 'code');
  const submit = handleSubmit((request) => {
    confirm.mutate(request, {
      onSuccess: (answer) => {
        onConfirmed(answer.recoveryCodes);
      },
    });
  });
  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card title={t('twoStep.scanTitle')}>
        <p className={styles.text}>{t('twoStep.scanText')}</p>
        <img className={styles.qr} src={enrolment.qr} alt={t('twoStep.qrLabel')} width={200} height={200} />
        <p className={styles.text}>{t('twoStep.secretText')}</p>
        <div className={styles.secretRow}>
          <code className={styles.secret} data-testid="two-step-secret">
            {enrolment.secret}
          </code>
          <Button size="small" onClick={() => void copyText(enrolment.secret)}>
            {t('twoStep.copySecret')}
          </Button>
        </div>
      </Card>
      <Card>
        <FieldStack>
          <TextField label={t('twoStep.firstCodeLabel')} placeholder={t('twoStep.sixDigits')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...code} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={confirm.isPending}>
        {t('twoStep.turnOn')}
      </Button>
    </SubmitForm>
  );
}
