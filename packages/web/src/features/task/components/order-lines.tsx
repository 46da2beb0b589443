import type { TGoodsOrder } from '@meridian/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { cx } from '../../../lib/class-names';
import { payPreview } from '../lib/pay-preview';
import styles from './task.module.css';

export interface Line {
  label: string;
  value: ReactNode;
  testId?: string;
  isStrong?: boolean;
}

/** Label and value rows, as every order view shows them. */
export function Lines({ lines }: { lines: readonly Line[] }) {
  return (
    <dl className={styles.lines}>
      {lines.map((line) => (
        <div key={line.label} className={cx(styles.line, line.isStrong === true && styles.strong)}>
          <dt>{line.label}</dt>
          <dd data-testid={line.testId}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The goods' picture and name. */
export function GoodsHeader({ order }: { order: TGoodsOrder }) {
  return (
    <div className={styles.goods}>
      <img className={styles.goodsImage} src={order.goodsImage} alt="" />
      <p className={styles.goodsName}>{order.goodsName}</p>
    </div>
  );
}

/** Price, commission and what the member gets back (price + commission) of one order. */
export function useOrderMoneyLines(order: TGoodsOrder): Line[] {
  const { t } = useTranslation();
  const preview = payPreview(order.price, order.commission, order.currency);
  const money = (amount: string) => <Money amount={amount} currency={order.currency} />;
  return [
    { label: t('task.price'), value: money(order.price), testId: 'task-order-price' },
    { label: t('task.commissionAmount', { percent: order.commissionPercent }), value: money(order.commission), testId: 'task-order-commission' },
    { label: t('task.getBack'), value: money(preview.credit), testId: 'task-order-get-back', isStrong: true },
  ];
}
