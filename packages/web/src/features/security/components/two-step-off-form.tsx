import { ZDisableTwoStepRequest } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { validateForm } from '../../../lib/form-validation';
import { useDisableTwoStep } from '../api/disable-two-step';
import styles from './two-step.module.css';

/** Turning off, proven by a code or a recovery code; what it costs is said before. */
export function TwoStepOffForm({ onTurnedOff }: { onTurnedOff: (withdrawHoldUntil: number) => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoStep();
  const { values, bind, setErrors } = useForm({ code: '' });
  const submit = () => {
    const checked = validateForm(ZDisableTwoStepRequest, values, ['code'] as const);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    disable.mutate(checked.data, {
      onSuccess: (answer) => {
        onTurnedOff(answer.withdrawHoldUntil);
      },
    });
  };
  return (
    <SubmitForm onSubmit={submit}>
      <Card title={t('twoStep.turnOffTitle')}>
        <p className={styles.text}>{t('twoStep.turnOffWarning')}</p>
        <FieldStack>
          <TextField label={t('twoStep.codeLabel')} hint={t('twoStep.codeHint')} placeholder={t('twoStep.codePlaceholder')} autoComplete="one-time-code" maxLength={9} {...bind('code')} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="danger" size="large" shape="rounded" loading={disable.isPending}>
        {t('twoStep.turnOff')}
      </Button>
    </SubmitForm>
  );
}
