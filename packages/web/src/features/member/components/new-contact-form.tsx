import { CONTACT_UNDO_HOURS, ZSendContactCodeRequest, type TContactKind, type TSendContactCodeRequest } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { ProofOfMemberFields } from '../../../components/proof-of-member-fields';
import { TextField } from '../../../components/text-field';
import type { TwoStepCode } from '../../../components/two-step-code-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { requestForm } from '../../../lib/request-form';
import styles from '../pages/member-pages.module.css';

interface NewContactFormProps {
  kind: TContactKind;
  /** The address on the account now ('' when there is none). */
  current: string;
  /** The new address typed before, when the member comes back to this step. */
  initialValue: string;
  twoStep: TwoStepCode;
  isSending: boolean;
  onSend: (request: TSendContactCodeRequest) => void;
}

/** A new email or phone, step 1: the address, and the login password (and 2-step code) that prove it is the member. */
export function NewContactForm({ kind, current, initialValue, twoStep, isSending, onSend }: NewContactFormProps) {
  const { t } = useTranslation();
  const isEmail = kind === 'email';
  const schema = requestForm((form: { value: string; password: string }) => ({ kind, ...form, ...twoStep.payload }), ZSendContactCodeRequest);
  const { control, handleSubmit } = useSchemaForm(schema, {
    defaultValues: { value: initialValue, password: '' },
    required: { value: isEmail ? t('contact.emailRequired') : t('contact.phoneRequired'), password: t('member.loginPasswordRequired') },
  });
  const value = useTextController(control, 'value');
  const password = useTextController(control, 'password');
  const submit = handleSubmit(onSend);

  // Said before anything is sent: who is told, for how long it can be undone, what waits.
  const notice =
    current === ''
      ? t('contact.noticeAdd', { hours: CONTACT_UNDO_HOURS })
      : isEmail
        ? t('contact.noticeEmail', { hours: CONTACT_UNDO_HOURS })
        : t('contact.noticePhone', { hours: CONTACT_UNDO_HOURS });

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card>
        <FieldStack>
          <p className={styles.warning}>{notice}</p>
          {current !== '' && <p className={styles.note}>{isEmail ? t('contact.currentEmail', { value: current }) : t('contact.currentPhone', { value: current })}</p>}
          <TextField
            label={isEmail ? t('contact.newEmail') : t('contact.newPhone')}
            {...value}
            type={isEmail ? 'email' : 'tel'}
            hint={isEmail ? undefined : t('member.phoneHint')}
            placeholder={isEmail ? t('member.emailPlaceholder') : t('member.phonePlaceholder')}
            autoComplete={isEmail ? 'email' : 'tel'}
            autoCapitalize="off"
            maxLength={isEmail ? 254 : 16}
          />
          <ProofOfMemberFields password={password} twoStep={twoStep} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={isSending}>
        {t('contact.sendCode')}
      </Button>
    </SubmitForm>
  );
}
