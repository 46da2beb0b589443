import type { TGoodsOrder } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { currencyLabel, formatMoney } from '../../../lib/money';
import { payPreview } from '../lib/pay-preview';
import { Lines, type Line } from './order-lines';
import styles from './task.module.css';

/** Exactly what paying does to the balance — the debit and the credit — shown before the member confirms. */
export function PayConfirm({ order, available }: { order: TGoodsOrder; available: string | undefined }) {
  const { t } = useTranslation();
  const preview = payPreview(order.price, order.commission, order.currency, available);
  // The sign sits on the figure, after the currency (`USDT: -125.50`), so the two lines read as a pair.
  const money = (amount: string, sign = '') => <span className={styles.figure}>{`${currencyLabel(order.currency)} ${sign}${formatMoney(amount)}`}</span>;
  const lines: Line[] = [
    { label: t('task.payDebit'), value: money(preview.debit, '-'), testId: 'task-pay-debit' },
    { label: t('task.payCredit'), value: money(preview.credit, '+'), testId: 'task-pay-credit' },
    { label: t('task.payGain'), value: money(preview.gain, '+'), testId: 'task-pay-gain', isStrong: true },
    ...(preview.balanceAfter === null ? [] : [{ label: t('task.balanceAfter'), value: money(preview.balanceAfter), testId: 'task-pay-balance-after' }]),
  ];
  return (
    <div className={styles.preview}>
      <p className={styles.goodsName}>{order.goodsName}</p>
      <Lines lines={lines} />
      <p className={styles.note}>{t('task.payNote')}</p>
    </div>
  );
}
