import { Button, Picker, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BankName } from '../../../components/bank-logo';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { useAddBankCard } from '../api/add-bank-card';
import { useEnableBanks } from '../api/get-enable-banks';
import { EMPTY_BANK_CARD_FORM, bankCardFormSchema } from '../lib/bank-card-form';
import styles from './add-bank-card-form.module.css';

/**
 * A new bank card: the bank (from the operator's list), the holder, the account and, optionally,
 * the IBAN, checked here with the same rules (IBAN checksum included) the server applies.
 */
export function AddBankCardForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const banks = useEnableBanks();
  const addBankCard = useAddBankCard();
  const twoStep = useTwoStepCode();
  const [picking, setPicking] = useState(false);
  const { control, handleSubmit } = useSchemaForm(bankCardFormSchema(t('withdraw.holderRequired')), {
    defaultValues: EMPTY_BANK_CARD_FORM,
    required: { bankCode: t('withdraw.bankRequired') },
  });
  const bankCode = useController({ control, name: 'bankCode' });
  const holder = useTextController(control, 'holder');
  const account = useTextController(control, 'account');
  const iban = useTextController(control, 'iban');
  const bankName = banks.data?.find((bank) => bank.code === bankCode.field.value)?.name;

  const submit = handleSubmit((card) => {
    addBankCard.mutate({ ...card, ...twoStep.payload }, {
      onError: twoStep.onFailure,
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('withdraw.cardAdded') });
        onDone();
      },
    });
  });

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card title={t('withdraw.addCard')}>
        <FieldStack>
          <FormField label={t('withdraw.bank')} error={bankCode.fieldState.error?.message}>
            {(id) => (
              <button
                id={id}
                type="button"
                className={styles.pickerButton}
                onClick={() => {
                  setPicking(true);
                }}
              >
                {bankName ?? <span className={styles.placeholder}>{t('withdraw.chooseBank')}</span>}
              </button>
            )}
          </FormField>
          <TextField label={t('withdraw.holder')} {...holder} placeholder={t('withdraw.holderPlaceholder')} autoComplete="name" maxLength={60} />
          <TextField label={t('withdraw.account')} {...account} inputMode="numeric" placeholder={t('withdraw.accountPlaceholder')} maxLength={40} />
          <TextField
            label={t('withdraw.iban')}
            {...iban}
            autoCapitalize="characters"
            placeholder={t('withdraw.ibanPlaceholder')}
            hint={t('withdraw.ibanHint')}
            maxLength={42}
          />
          <TwoStepCodeField {...twoStep} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={addBankCard.isPending}>
        {t('withdraw.saveCard')}
      </Button>
      <Button block size="large" shape="rounded" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Picker
        visible={picking}
        title={t('withdraw.bank')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        loading={banks.data === undefined}
        columns={[(banks.data ?? []).map((bank) => ({ label: <BankName code={bank.code} name={bank.name} />, value: bank.code }))]}
        value={bankCode.field.value === '' ? [] : [bankCode.field.value]}
        onClose={() => {
          setPicking(false);
        }}
        onConfirm={(picked) => {
          const code = picked[0];
          if (typeof code === 'string') bankCode.field.onChange(code);
        }}
      />
    </SubmitForm>
  );
}
