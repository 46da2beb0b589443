import { type TCryptoRechargeChannel } from '@meridian/protocol';
import { Button, Selector, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { ROUTE, href } from '../../../config/routes';
import { formatMoney } from '../../../lib/money';
import { useFinishBitcoinOrder } from '../api/finish-bitcoin-order';
import { useCurrencyRate } from '../api/get-currency-rate';
import { useRequestIds } from '../hooks/use-request-ids';
import { amountMessage } from '../lib/amount-message';
import { cryptoDepositFormSchema } from '../lib/crypto-deposit-form';
import { creditedAmount } from '../lib/crypto-preview';
import { AddressQr } from './address-qr';
import styles from './crypto-deposit.module.css';
import { DemoFaucet } from './demo-faucet';
import { DepositAddressDetails } from './deposit-address-details';
import { IncomingDeposits } from './incoming-deposits';

/**
 * Paying in with crypto: the member picks the network, sends coins to the address shown (text and
 * QR code; their own address where the server reads the chain), then gives the coin count and the
 * transaction id. What will be credited (coins × rate)
 * shows before they commit. Where the server reads the chain, the deposits arriving on the
 * member's address are listed under it, confirming live, and credited with nothing to fill in: the
 * form is then only behind a "deposit not showing?" link, for a transaction the server checks on
 * chain itself.
 */
export function CryptoDeposit({ channels }: { channels: readonly TCryptoRechargeChannel[] }) {
  const [channelCode, setChannelCode] = useState(channels[0]?.code ?? '');
  const channel = channels.find((item) => item.code === channelCode) ?? channels[0];
  if (channel === undefined) return null;
  return <CryptoDepositForm channels={channels} channel={channel} onChannel={setChannelCode} />;
}

interface CryptoDepositFormProps {
  channels: readonly TCryptoRechargeChannel[];
  channel: TCryptoRechargeChannel;
  onChannel: (code: string) => void;
}

function CryptoDepositForm({ channels, channel, onChannel }: CryptoDepositFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestIds = useRequestIds();
  const finish = useFinishBitcoinOrder();
  const rate = useCurrencyRate(channel.code);
  const currentRate = rate.data?.rate ?? channel.rate;
  const schema = cryptoDepositFormSchema({
    channel,
    rate: currentRate,
    describe: (problem) => amountMessage(t, problem, channel.currency),
    txidInvalid: t('recharge.txidInvalid'),
  });
  const { control, handleSubmit } = useSchemaForm(schema, { defaultValues: { coinCount: '', txid: '' }, required: { txid: t('recharge.txidRequired') } });
  const coinCount = useTextController(control, 'coinCount');
  const txid = useTextController(control, 'txid');
  const credited = creditedAmount(coinCount.value, currentRate, channel.currency, channel.coin);
  // Where the chain is read, deposits credit themselves: the form is for one that does not show.
  const isReadOnChain = channel.confirmations !== undefined;
  const [isFormOpen, setFormOpen] = useState(false);

  const submit = handleSubmit((form) => {
    const params = { channelCode: channel.code, ...form };
    finish.mutate(
      { requestId: requestIds.idFor(params), ...params },
      {
        onSuccess: (order) => {
          requestIds.settled();
          const deposit = order.chainDeposit;
          if (deposit !== undefined && deposit.status !== 'credited') {
            // Found on chain to the member's own address: it confirms in the list above, no order to open yet.
            Toast.show({ icon: 'success', content: t('recharge.pastedConfirming', { needed: deposit.confirmationsNeeded }) });
            setFormOpen(false);
            return;
          }
          void navigate(href(ROUTE.rechargeDetail, { orderNo: order.orderNo }));
        },
      },
    );
  });

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card title={t('recharge.cryptoStep1')}>
        <FieldStack>
          {channels.length > 1 && (
            <FormField label={t('recharge.network')} plain>
              {(id) => (
                <Selector
                  aria-labelledby={id}
                  columns={3}
                  options={channels.map((item) => ({ label: item.network, value: item.code }))}
                  value={[channel.code]}
                  onChange={(picked) => {
                    const code = picked[0];
                    if (code !== undefined) onChannel(code);
                  }}
                />
              )}
            </FormField>
          )}
          <AddressQr address={channel.address} label={t('recharge.addressQr', { coin: channel.coin, network: channel.network })} />
          <DepositAddressDetails channel={channel} rate={currentRate} />
          {channel.demoFaucet === true && <DemoFaucet channelCode={channel.code} coin={channel.coin} />}
        </FieldStack>
      </Card>
      {isReadOnChain && <IncomingDeposits network={channel.network} coin={channel.coin} />}
      {isReadOnChain && !isFormOpen ? (
        <Button
          block
          fill="none"
          color="primary"
          data-testid="open-txid-form"
          onClick={() => {
            setFormOpen(true);
          }}
        >
          {t('recharge.enterTxidLink')}
        </Button>
      ) : (
        <TellUsWhatYouSent isPending={finish.isPending}>
          <Card title={t('recharge.cryptoStep2')}>
            <FieldStack>
              <TextField
                label={t('recharge.coinCount', { coin: channel.coin })}
                {...coinCount}
                inputMode="decimal"
                placeholder={t('recharge.coinCountPlaceholder')}
                maxLength={20}
                hint={t('recharge.limits', { min: formatMoney(channel.min), max: formatMoney(channel.max), currency: channel.currency })}
                extra={<span className={styles.unit}>{channel.coin}</span>}
              />
              <div className={styles.preview} data-testid="crypto-credited">
                <span>{t('recharge.youReceive')}</span>
                <strong>{credited === null ? '--' : `${formatMoney(credited)} ${channel.currency}`}</strong>
              </div>
              <TextField label={t('recharge.txid')} {...txid} placeholder={t('recharge.txidPlaceholder')} maxLength={128} autoCapitalize="off" />
            </FieldStack>
          </Card>
        </TellUsWhatYouSent>
      )}
    </SubmitForm>
  );
}

/** Step 2's card and the button that submits it. */
function TellUsWhatYouSent({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={isPending}>
        {t('recharge.sentCoins')}
      </Button>
    </>
  );
}
