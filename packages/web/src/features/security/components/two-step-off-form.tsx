import { ZDisableTwoStepRequest } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { useDisableTwoStep } from '../api/disable-two-step';
import styles from './two-step.module.css';

/** Turning off, proven by a code or a recovery code; what it costs is said before. */
export function TwoStepOffForm({ onTurnedOff }: { onTurnedOff: (withdrawHoldUntil: number) => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoStep();
  const { control, handleSubmit } = useSchemaForm(ZDisableTwoStepRequest, { defaultValues: { code: '' } });
  const code = useTextController(control, 'code');
  const submit = handleSubmit((request) => {
    disable.mutate(request, {
      onSuccess: (answer) => {
        onTurnedOff(answer.withdrawHoldUntil);
      },
    });
  });
  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card title={t('twoStep.turnOffTitle')}>
        <p className={styles.text}>{t('twoStep.turnOffWarning')}</p>
        <FieldStack>
          <TextField label={t('twoStep.codeLabel')} hint={t('twoStep.codeHint')} placeholder={t('twoStep.codePlaceholder')} autoComplete="one-time-code" maxLength={9} {...code} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="danger" size="large" shape="rounded" loading={disable.isPending}>
        {t('twoStep.turnOff')}
      </Button>
    </SubmitForm>
  );
}
