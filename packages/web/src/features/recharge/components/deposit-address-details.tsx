import { type TCryptoRechargeChannel } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { CopyRow } from './copy-row';
import styles from './crypto-deposit.module.css';

/**
 * What the member needs to send coins right: the network, the address, the token contract, the
 * smallest deposit and the confirmations it waits for, and, when the server reads the chain for
 * this channel (it then says the confirmations), that only this token on this network is credited
 * by itself.
 */
export function DepositAddressDetails({ channel, rate }: { channel: TCryptoRechargeChannel; rate: string }) {
  const { t } = useTranslation();
  const isReadFromChain = channel.confirmations !== undefined;
  return (
    <>
      <div>
        <CopyRow label={t('recharge.network')} value={channel.network} testId="crypto-network" />
        <CopyRow label={t('recharge.address')} value={channel.address} copyable testId="crypto-address" />
        {channel.tokenContract !== undefined && <CopyRow label={t('recharge.tokenContract')} value={channel.tokenContract} copyable testId="crypto-token-contract" />}
        <CopyRow label={t('recharge.minimumDeposit')} value={`${formatMoney(channel.min)} ${channel.currency}`} testId="crypto-minimum" />
        {isReadFromChain && <CopyRow label={t('recharge.confirmationsNeeded')} value={String(channel.confirmations)} testId="crypto-confirmations" />}
        <CopyRow label={t('recharge.rate')} value={t('recharge.rateValue', { coin: channel.coin, rate, currency: channel.currency })} testId="crypto-rate" />
      </div>
      <p className={styles.warning}>{t('recharge.networkWarning', { coin: channel.coin, network: channel.network })}</p>
      {isReadFromChain && (
        <p className={styles.warning} data-testid="crypto-auto-credit-warning">
          {t('recharge.autoCreditWarning', { coin: channel.coin, network: channel.network })}
        </p>
      )}
    </>
  );
}
