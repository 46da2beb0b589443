import { ZAddBankCardRequest, normalizeIban } from '@meridian/protocol';
import { Button, Picker, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankName } from '../../../components/bank-logo';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { validateForm } from '../../../lib/form-validation';
import { useAddBankCard } from '../api/add-bank-card';
import { useEnableBanks } from '../api/get-enable-banks';
import styles from './add-bank-card-form.module.css';

const FIELDS = ['bankCode', 'holder', 'account', 'iban'] as const;

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
  const { values, setField, bind, errors, setErrors } = useForm({ bankCode: '', holder: '', account: '', iban: '' });
  const bankName = banks.data?.find((bank) => bank.code === values.bankCode)?.name;

  const submit = () => {
    const card = {
      bankCode: values.bankCode,
      holder: values.holder.trim(),
      // Spaces are for reading a long number; the account is its digits.
      account: values.account.replace(/\s+/g, ''),
      ...(values.iban.trim() === '' ? {} : { iban: normalizeIban(values.iban) }),
    };
    const checked = validateForm(ZAddBankCardRequest, card, FIELDS, { bankCode: t('withdraw.bankRequired') });
    const fieldErrors = checked.ok ? {} : { ...checked.errors };
    // An empty name breaks the contract's length rule; the member needs to hear it is missing.
    if (card.holder === '') fieldErrors.holder = t('withdraw.holderRequired');
    setErrors(fieldErrors);
    if (!checked.ok) return;
    addBankCard.mutate({ ...checked.data, ...twoStep.payload }, {
      onError: twoStep.onFailure,
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('withdraw.cardAdded') });
        onDone();
      },
    });
  };

  return (
    <SubmitForm onSubmit={submit}>
      <Card title={t('withdraw.addCard')}>
        <FieldStack>
          <FormField label={t('withdraw.bank')} error={errors.bankCode}>
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
          <TextField label={t('withdraw.holder')} {...bind('holder')} placeholder={t('withdraw.holderPlaceholder')} autoComplete="name" maxLength={60} />
          <TextField label={t('withdraw.account')} {...bind('account')} inputMode="numeric" placeholder={t('withdraw.accountPlaceholder')} maxLength={40} />
          <TextField
            label={t('withdraw.iban')}
            {...bind('iban')}
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
        value={values.bankCode === '' ? [] : [values.bankCode]}
        onClose={() => {
          setPicking(false);
        }}
        onConfirm={(picked) => {
          const code = picked[0];
          if (typeof code === 'string') setField('bankCode', code);
        }}
      />
    </SubmitForm>
  );
}
