import type { TContractOrder } from '@meridian/protocol';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatMoney } from '../../../lib/money';
import { formatTickTime } from '../../../lib/tick-time';
import styles from './contract-order-row.module.css';

interface ContractOrderRowProps {
  order: TContractOrder;
  timeZone: string | undefined;
  onOpen: () => void;
}

/** One contract in a record: pair, direction, duration, stake, and its status or profit. */
export function ContractOrderRow({ order, timeZone, onOpen }: ContractOrderRowProps) {
  const { t } = useTranslation();
  const profit = order.profit === null ? null : formatMoney(order.profit);
  return (
    <li className={styles.item} data-testid="contract-row">
      <button type="button" className={styles.row} onClick={onOpen}>
        <div className={styles.main}>
          <div className={styles.pair}>
            {order.allname}
            <span className={cx(styles.direction, styles[order.direction])}>{t(`contract.directions.${order.direction}`)}</span>
          </div>
          <div className={styles.meta}>
            {t('contract.seconds', { count: order.seconds })} · {formatTickTime(order.createdAt, timeZone)}
          </div>
        </div>
        <div className={styles.figures}>
          <div className={styles.amount}>{`${formatMoney(order.amount)} ${order.currency}`}</div>
          <div className={cx(styles.status, styles[order.status])}>
            {profit === null ? t('contract.statuses.running') : `${t(`contract.statuses.${order.status}`)} ${order.status === 'won' ? `+${profit}` : profit}`}
          </div>
        </div>
        <RightOutline className={styles.arrow} aria-hidden="true" />
      </button>
    </li>
  );
}
