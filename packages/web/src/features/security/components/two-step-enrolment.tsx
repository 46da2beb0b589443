import { ZConfirmTwoStepRequest, type TBeginTwoStepResponse } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { copyText } from '../../../lib/clipboard';
import { validateForm } from '../../../lib/form-validation';
import { useConfirmTwoStep } from '../api/confirm-two-step';
import styles from './two-step.module.css';

/** Turning on, second part: scan (or type) the secret, then prove it with the first code. */
export function TwoStepEnrolment({ enrolment, onConfirmed }: { enrolment: TBeginTwoStepResponse; onConfirmed: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoStep();
  const { values, bind, setErrors } = useForm({ code: '' });
  const submit = () => {
    const checked = validateForm(ZConfirmTwoStepRequest, values, ['code'] as const);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    confirm.mutate(checked.data, {
      onSuccess: (answer) => {
        onConfirmed(answer.recoveryCodes);
      },
    });
  };
  return (
    <SubmitForm onSubmit={submit}>
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
          <TextField label={t('twoStep.firstCodeLabel')} placeholder={t('twoStep.sixDigits')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...bind('code')} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={confirm.isPending}>
        {t('twoStep.turnOn')}
      </Button>
    </SubmitForm>
  );
}
