import { formatAmount } from '@meridian/protocol';
import { Button, Image, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { SubmitForm } from '../../../components/submit-form';
import { ROUTE, href } from '../../../config/routes';
import { useAmountConfig } from '../api/get-amount-config';
import { useCryptoChannels } from '../api/get-bitcoin-recharge-channel';
import { useOfflineMethods } from '../api/get-offline-recharge-method';
import { useOnlineChannels } from '../api/get-online-channel-by-code';
import { useRechargeBanner } from '../api/get-open-recharge-img';
import { useWaitingCryptoOrder } from '../api/get-wait-pay-currency-order';
import { useOnlineRecharge } from '../api/online-recharge';
import { AmountField } from '../components/amount-field';
import { BalanceLine } from '../components/balance-line';
import { CryptoDeposit } from '../components/crypto-deposit';
import { MethodList } from '../components/method-list';
import { WaitingCryptoOrder } from '../components/waiting-crypto-order';
import { useRefreshOnChange } from '../hooks/use-refresh-on-change';
import { useRequestIds } from '../hooks/use-request-ids';
import { allowedQuickAmounts, checkAmount, combineLimits } from '../lib/amount-check';
import { amountMessage } from '../lib/amount-message';
import { openPayUrl } from '../lib/open-pay-url';
import { listMethods, methodKey, methodLimits, type RechargeMethod } from '../lib/recharge-method';
import styles from './recharge-pages.module.css';

/**
 * recharge/index: how to pay in (online, bank transfer, crypto) and how much. Online opens the
 * provider's pay page; bank transfer continues on offpay; crypto shows its address right here.
 */
export function RechargePage() {
  const { t } = useTranslation();
  const online = useOnlineChannels();
  const offline = useOfflineMethods();
  const crypto = useCryptoChannels();
  const banner = useRechargeBanner();
  const waiting = useWaitingCryptoOrder();
  const navigate = useNavigate();
  // Confirmed or rejected while the member looks: the balance (and any other deposit screen) follows.
  useRefreshOnChange(waiting.data === undefined ? undefined : waiting.data === null ? 'none' : `${waiting.data.orderNo}:${waiting.data.status}`);

  const methods =
    online.data !== undefined && offline.data !== undefined && crypto.data !== undefined ? listMethods(online.data, offline.data, crypto.data) : undefined;
  const methodsQuery = {
    data: methods,
    isError: online.isError || offline.isError || crypto.isError,
    refetch: () => Promise.all([online.refetch(), offline.refetch(), crypto.refetch()]),
  };

  return (
    <Page
      title={t('titles.recharge')}
      right={
        <Button fill="none" size="small" color="primary" onClick={() => void navigate(href(ROUTE.billRecord, { type: 'recharge' }))}>
          {t('recharge.records')}
        </Button>
      }
    >
      {banner.data !== undefined && banner.data !== '' && <Image className={styles.banner} src={banner.data} alt="" fit="cover" lazy />}
      <BalanceLine />
      {waiting.data !== undefined && waiting.data !== null && <WaitingCryptoOrder order={waiting.data} />}
      <Loaded query={methodsQuery}>
        {(list) => (list.length === 0 ? <StatusBlock status="empty" title={t('recharge.noMethods')} description={t('recharge.noMethodsHint')} /> : <RechargeForm methods={list} />)}
      </Loaded>
    </Page>
  );
}

function RechargeForm({ methods }: { methods: RechargeMethod[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const amountConfig = useAmountConfig();
  const onlineRecharge = useOnlineRecharge();
  const requestIds = useRequestIds();
  const [selected, setSelected] = useState<string | null>(methods[0] === undefined ? null : methodKey(methods[0]));
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const method = methods.find((item) => methodKey(item) === selected);

  const chooser = (
    <Card title={t('recharge.method')}>
      <MethodList
        methods={methods}
        selected={selected}
        onSelect={(key) => {
          setSelected(key);
          setError(undefined);
        }}
      />
    </Card>
  );

  if (method?.kind === 'crypto') {
    return (
      <>
        {chooser}
        <CryptoDeposit key={method.code} channels={method.channels} />
      </>
    );
  }

  const config = amountConfig.data;
  const currency = method === undefined ? (config?.currency ?? '') : methodLimits(method).currency;
  const limits = combineLimits(config, method === undefined ? undefined : methodLimits(method));

  const submit = () => {
    if (method === undefined) {
      Toast.show({ content: t('recharge.methodRequired') });
      return;
    }
    const problem = checkAmount(amount, limits, currency);
    setError(problem === null ? undefined : amountMessage(t, problem, currency));
    if (problem !== null) return;
    const value = formatAmount(amount.trim(), currency);
    if (method.kind === 'offline') {
      void navigate(href(ROUTE.rechargeOffpay, { methodCode: method.code, amount: value }));
      return;
    }
    const params = { channelCode: method.code, amount: value };
    onlineRecharge.mutate(
      { requestId: requestIds.idFor(params), ...params },
      {
        onSuccess: ({ orderNo, payUrl }) => {
          requestIds.settled();
          // The detail page is where the member comes back to from the provider's page.
          void navigate(href(ROUTE.rechargeDetail, { orderNo }));
          if (!openPayUrl(payUrl)) Toast.show({ content: t('recharge.payUrlInvalid') });
        },
      },
    );
  };

  return (
    <SubmitForm onSubmit={submit}>
      {chooser}
      <Card title={t('recharge.amount')}>
        <AmountField
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(undefined);
          }}
          error={error}
          currency={currency}
          limits={limits}
          quickAmounts={allowedQuickAmounts(config?.quickAmounts ?? [], limits)}
        />
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={onlineRecharge.isPending}>
        {method?.kind === 'online' ? t('recharge.payNow') : t('common.next')}
      </Button>
    </SubmitForm>
  );
}
