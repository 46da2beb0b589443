import { CODE, ZSecondStepRequest, type TSecondStepTicket } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/query-client';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { canUsePasskeys, PasskeyCeremonyError } from '../../../lib/passkey-browser';
import { requestForm } from '../../../lib/request-form';
import { useFinishPasskeyStep } from '../api/finish-passkey-step';
import { useSecondStep } from '../api/second-step';
import { signInRefusalOf, type SignInRefusal } from '../lib/sign-in-refusal';
import { SignInRefusalNotice } from './sign-in-refusal-notice';
import styles from '../pages/auth-pages.module.css';

interface SecondStepFormProps {
  ticket: TSecondStepTicket;
  onSignedIn: () => void;
  /** The ticket ran out or was used: back to the password. */
  onExpired: () => void;
}

/** After the right password with 2-step on: the authenticator's 6 digits, or a recovery code. */
export function SecondStepForm({ ticket, onSignedIn, onExpired }: SecondStepFormProps) {
  const { t } = useTranslation();
  const secondStep = useSecondStep();
  const passkeyStep = useFinishPasskeyStep();
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(false);
  const schema = requestForm((form: { code: string }) => ({ ticket: ticket.ticket, code: form.code }), ZSecondStepRequest);
  const { control, handleSubmit, setValue } = useSchemaForm(schema, { defaultValues: { code: '' } });
  const code = useTextController(control, 'code');
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);
  const clearRefusal = useCallback(() => {
    setRefusal(null);
  }, []);

  const submit = handleSubmit((request) => {
    setRefusal(null);
    secondStep.mutate(request, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof RequestError && error.failure.code === CODE.SECOND_STEP_EXPIRED) {
          // Back to the password, which says why (the call was quiet).
          Toast.show({ content: error.failure.msg });
          onExpired();
          return;
        }
        setValue('code', '');
        setRefusal(signInRefusalOf(error, Date.now()));
      },
    });
  });

  const withPasskey = () => {
    passkeyStep.mutate(ticket.ticket, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof RequestError && error.failure.code === CODE.SECOND_STEP_EXPIRED) onExpired();
        else if (error instanceof PasskeyCeremonyError) Toast.show({ content: t('passkeys.browserRefused') });
      },
    });
  };

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <p className={styles.switch}>{usesRecoveryCode ? t('twoStep.loginRecoveryText') : t('twoStep.loginText')}</p>
      {usesRecoveryCode ? (
        <TextField label={t('twoStep.recoveryCodeLabel')} placeholder="abcd-2345" autoComplete="off" autoCapitalize="off" maxLength={9} {...code} />
      ) : (
        <TextField label={t('twoStep.authenticatorCodeLabel')} placeholder={t('twoStep.sixDigits')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...code} />
      )}
      <div className={styles.rowEnd}>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setUsesRecoveryCode((current) => !current);
            setValue('code', '');
          }}
        >
          {usesRecoveryCode ? t('twoStep.useAuthenticator') : t('twoStep.useRecoveryCode')}
        </button>
      </div>
      {refusal !== null && <SignInRefusalNotice refusal={refusal} onOver={clearRefusal} />}
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={secondStep.isPending}>
        {t('twoStep.verify')}
      </Button>
      {canUsePasskeys() && (
        <Button block fill="outline" color="primary" size="large" shape="rounded" loading={passkeyStep.isPending} onClick={withPasskey}>
          {t('passkeys.useForStep')}
        </Button>
      )}
    </SubmitForm>
  );
}
