import { ZChangeContactRequest, type TContactKind } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { SendCodeButton } from '../../../components/send-code-button';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { useGoBack } from '../../../components/use-go-back';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { VerificationCodeField } from '../../../components/verification-code-field';
import { requestForm } from '../../../lib/request-form';
import { useChangeContact } from '../api/change-contact';
import styles from '../pages/member-pages.module.css';

interface ContactCodeFormProps {
  kind: TContactKind;
  /** The new address the code was sent to, as typed. */
  value: string;
  /** The same, masked by the server. */
  sentTo: string;
  resendAfterSeconds: number;
  /** Sends another code; resolves to the seconds to wait before the next, or null when none was sent. */
  onResend: () => Promise<number | null>;
  /** Back to step 1, to type another address. */
  onOtherAddress: () => void;
}

/** A new email or phone, step 2: the code that reached the new address makes the change. */
export function ContactCodeForm({ kind, value, sentTo, resendAfterSeconds, onResend, onOtherAddress }: ContactCodeFormProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const changeContact = useChangeContact();
  const schema = requestForm((form: { code: string }) => ({ kind, value, code: form.code }), ZChangeContactRequest);
  const { control, handleSubmit } = useSchemaForm(schema, { defaultValues: { code: '' } });
  const code = useTextController(control, 'code');

  const submit = handleSubmit((request) => {
    changeContact.mutate(request, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: kind === 'email' ? t('contact.emailChanged') : t('contact.phoneChanged') });
        goBack();
      },
    });
  });

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card>
        <FieldStack>
          <p className={styles.note}>{t('contact.codeSentTo', { target: sentTo })}</p>
          <VerificationCodeField {...code} extra={<SendCodeButton onSend={onResend} initialWait={resendAfterSeconds} />} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={changeContact.isPending}>
        {kind === 'email' ? t('contact.confirmEmail') : t('contact.confirmPhone')}
      </Button>
      <Button block fill="none" onClick={onOtherAddress}>
        {t('contact.otherAddress')}
      </Button>
    </SubmitForm>
  );
}
