import { formatAmount, type TGetOfflineChannelByCodeResponse } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { ROUTE, href } from '../../../config/routes';
import { useAmountConfig } from '../api/get-amount-config';
import { useOfflineChannel } from '../api/get-offline-channel-by-code';
import { AmountField } from '../components/amount-field';
import { useBankChoice } from '../hooks/bank-choice-store';
import { checkAmount, combineLimits } from '../lib/amount-check';
import { amountMessage } from '../lib/amount-message';
import styles from './recharge-pages.module.css';

/** recharge/offpay: a bank transfer — which bank to pay into and how much. */
export function OffpayPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const methodCode = search.get('methodCode') ?? '';
  const channel = useOfflineChannel(methodCode);
  return (
    <Page title={t('titles.rechargeOffpay')}>
      {methodCode === '' ? (
        <StatusBlock status="empty" title={t('recharge.methodRequired')} />
      ) : (
        <Loaded query={channel}>{(data) => <OffpayForm channel={data} initialAmount={search.get('amount') ?? ''} />}</Loaded>
      )}
    </Page>
  );
}

function OffpayForm({ channel, initialAmount }: { channel: TGetOfflineChannelByCodeResponse; initialAmount: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const amountConfig = useAmountConfig();
  const chosenCode = useBankChoice((state) => state.chosen[channel.code]);
  const bank = channel.banks.find((item) => item.code === chosenCode) ?? channel.banks[0];
  const [amount, setAmount] = useState(initialAmount);
  const [error, setError] = useState<string | undefined>(undefined);
  const limits = combineLimits(amountConfig.data, channel);

  if (bank === undefined) return <StatusBlock status="empty" title={t('recharge.noBanks')} description={t('recharge.noMethodsHint')} />;

  const submit = () => {
    const problem = checkAmount(amount, limits, channel.currency);
    setError(problem === null ? undefined : amountMessage(t, problem, channel.currency));
    if (problem !== null) return;
    void navigate(href(ROUTE.rechargeOffpayBank, { methodCode: channel.code, bankCode: bank.code, amount: formatAmount(amount.trim(), channel.currency) }));
  };

  return (
    <SubmitForm onSubmit={submit}>
      <Card title={channel.name}>
        <FieldStack>
          <FormField label={t('recharge.bank')} plain>
            {(id) => (
              <button
                type="button"
                aria-labelledby={id}
                aria-describedby={`${id}-value`}
                className={styles.pickerRow}
                onClick={() => void navigate(href(ROUTE.rechargeSelectBank, { methodCode: channel.code }))}
              >
                <span id={`${id}-value`} data-testid="offpay-bank">
                  {bank.name}
                </span>
                <RightOutline aria-hidden="true" />
              </button>
            )}
          </FormField>
          <AmountField
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(undefined);
            }}
            error={error}
            currency={channel.currency}
            limits={limits}
          />
          <p className={styles.note}>{t('recharge.offpayNote')}</p>
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded">
        {t('common.next')}
      </Button>
    </SubmitForm>
  );
}
