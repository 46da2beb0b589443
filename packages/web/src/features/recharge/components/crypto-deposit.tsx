import { type TCryptoRechargeChannel } from '@meridian/protocol';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { ROUTE, href } from '../../../config/routes';
import { formatMoney } from '../../../lib/money';
import { useFinishBitcoinOrder } from '../api/finish-bitcoin-order';
import { useCurrencyRate } from '../api/get-currency-rate';
import { useRequestIds } from '../hooks/use-request-ids';
import { amountMessage } from '../lib/amount-message';
import { checkCoinCount, creditedAmount } from '../lib/crypto-preview';
import { AddressQr } from './address-qr';
import { CopyRow } from './copy-row';
import styles from './crypto-deposit.module.css';

const TXID = /^[A-Za-z0-9]+$/;

/**
 * Paying in with crypto: the member picks the network, sends coins to the address shown (text and
 * QR code), then gives the coin count and the transaction id. What will be credited (coins × rate)
 * shows before they commit.
 */
export function CryptoDeposit({ channels }: { channels: readonly TCryptoRechargeChannel[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestIds = useRequestIds();
  const finish = useFinishBitcoinOrder();
  const [channelCode, setChannelCode] = useState(channels[0]?.code ?? '');
  const channel = channels.find((item) => item.code === channelCode) ?? channels[0];
  const rate = useCurrencyRate(channel?.code ?? '');
  const { values, bind, setErrors } = useForm({ coinCount: '', txid: '' });

  if (channel === undefined) return null;
  const currentRate = rate.data?.rate ?? channel.rate;
  const credited = creditedAmount(values.coinCount, currentRate, channel.currency, channel.coin);
  const limits = { min: channel.min, max: channel.max, currency: channel.currency };

  const submit = () => {
    const coinProblem = checkCoinCount(values.coinCount, currentRate, channel.coin, limits);
    const txid = values.txid.trim();
    const txidProblem = txid === '' ? t('recharge.txidRequired') : TXID.test(txid) ? undefined : t('recharge.txidInvalid');
    const coinMessage = coinProblem === null ? undefined : amountMessage(t, coinProblem, channel.currency);
    setErrors({ coinCount: coinMessage, txid: txidProblem });
    if (coinMessage !== undefined || txidProblem !== undefined) return;
    const params = { channelCode: channel.code, coinCount: values.coinCount.trim(), txid };
    finish.mutate(
      { requestId: requestIds.idFor(params), ...params },
      {
        onSuccess: (order) => {
          requestIds.settled();
          void navigate(href(ROUTE.rechargeDetail, { orderNo: order.orderNo }));
        },
      },
    );
  };

  return (
    <SubmitForm onSubmit={submit}>
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
                    if (code !== undefined) setChannelCode(code);
                  }}
                />
              )}
            </FormField>
          )}
          <AddressQr address={channel.address} label={t('recharge.addressQr', { coin: channel.coin, network: channel.network })} />
          <div>
            <CopyRow label={t('recharge.network')} value={channel.network} testId="crypto-network" />
            <CopyRow label={t('recharge.address')} value={channel.address} copyable testId="crypto-address" />
            <CopyRow label={t('recharge.rate')} value={t('recharge.rateValue', { coin: channel.coin, rate: currentRate, currency: channel.currency })} testId="crypto-rate" />
          </div>
          <p className={styles.warning}>{t('recharge.networkWarning', { coin: channel.coin, network: channel.network })}</p>
        </FieldStack>
      </Card>
      <Card title={t('recharge.cryptoStep2')}>
        <FieldStack>
          <TextField
            label={t('recharge.coinCount', { coin: channel.coin })}
            {...bind('coinCount')}
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
          <TextField label={t('recharge.txid')} {...bind('txid')} placeholder={t('recharge.txidPlaceholder')} maxLength={128} autoCapitalize="off" />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={finish.isPending}>
        {t('recharge.sentCoins')}
      </Button>
    </SubmitForm>
  );
}
