import { currencyScale, type TWithdrawal, type TWithdrawalStatus } from '@meridian/protocol';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import styles from './withdrawal-item.module.css';

const STATUS_COLOUR: Record<TWithdrawalStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  sending: 'warning',
  paid: 'success',
  rejected: 'danger',
};

interface WithdrawalItemProps {
  withdrawal: TWithdrawal;
  timeZone: string | undefined;
  /** The one a link pointed at (a bill's cause): outlined, so the member finds it. */
  highlighted: boolean;
}

/** One withdrawal: where, how much, what it cost, its state, its chain transaction once sent, and a rejection's reason. */
export function WithdrawalItem({ withdrawal, timeZone, highlighted }: WithdrawalItemProps) {
  const { t } = useTranslation();
  const money = (value: string) => `${formatMoney(value, currencyScale(withdrawal.currency))} ${withdrawal.currency}`;
  const signed = withdrawal.txHash !== undefined && withdrawal.txHash !== '';
  // Approved but not yet signed (the hot wallet is being refilled, or the signer has not reached it): waiting its turn.
  const status = withdrawal.status === 'sending' && !signed ? t('withdraw.queuedForSending') : t(`withdraw.status.${withdrawal.status}`);
  return (
    <li className={cx(styles.item, highlighted && styles.highlighted)} data-testid="withdrawal" data-order-no={withdrawal.orderNo}>
      <div className={styles.head}>
        <span className={styles.amount}>{money(withdrawal.amount)}</span>
        <Tag color={STATUS_COLOUR[withdrawal.status]} fill="outline" round>
          {status}
        </Tag>
      </div>
      <div className={styles.destination}>{withdrawal.destination}</div>
      {signed && (
        <div className={styles.transaction} data-testid="withdrawal-tx">
          <span>{t('withdraw.transaction')}</span>{' '}
          {withdrawal.txUrl === undefined ? (
            <code>{withdrawal.txHash}</code>
          ) : (
            <a href={withdrawal.txUrl} target="_blank" rel="noopener noreferrer">
              <code>{withdrawal.txHash}</code>
            </a>
          )}
        </div>
      )}
      {withdrawal.confirmations !== undefined && withdrawal.confirmationsNeeded !== undefined && (
        <div className={styles.transaction} data-testid="withdrawal-confirmations">
          {t('withdraw.confirmations', { done: withdrawal.confirmations, needed: withdrawal.confirmationsNeeded })}
        </div>
      )}
      {withdrawal.status === 'rejected' && signed && (
        <div className={styles.reason} role="note">
          {t('withdraw.sendFailed')}
        </div>
      )}
      {withdrawal.status === 'rejected' && withdrawal.rejectReason !== '' && (
        <div className={styles.reason} role="note">
          <strong>{t('withdraw.rejectReason')}</strong> {withdrawal.rejectReason}
        </div>
      )}
      {withdrawal.status === 'rejected' && <div className={styles.returned}>{t('withdraw.fundsReturned')}</div>}
      <dl className={styles.figures}>
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd>{money(withdrawal.fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.tax')}</dt>
          <dd>{money(withdrawal.tax)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.actualAmount')}</dt>
          <dd>{money(withdrawal.actualAmount)}</dd>
        </div>
      </dl>
      <div className={styles.meta}>
        <span>{withdrawal.orderNo}</span>
        <span>{formatDateTime(withdrawal.createdAt, timeZone)}</span>
      </div>
    </li>
  );
}
