import { currencyScale, type TBill } from '@meridian/protocol';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import listRow from '../../../components/list-row.module.css';
import { cx } from '../../../lib/class-names';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { billDirection } from '../lib/bill-filter';
import styles from './bill-row.module.css';

interface BillRowProps {
  bill: TBill;
  /** The member's own zone (`+08:00`): bills are read against statements and support. */
  timeZone: string | undefined;
  /** Opens the bill's cause; absent when it has no page. */
  onOpen?: () => void;
}

/** One movement of the balance: what, when, how much in or out, and the balance after it. */
export function BillRow({ bill, timeZone, onOpen }: BillRowProps) {
  const { t } = useTranslation();
  const direction = billDirection(bill.amount);
  const decimals = currencyScale(bill.currency);
  const amount = formatMoney(bill.amount, decimals);
  const content = (
    <>
      <div className={listRow.main}>
        <div className={styles.kind}>{bill.refund ? t('bill.refund') : t(`bill.types.${bill.type}`)}</div>
        <div className={listRow.meta}>{formatDateTime(bill.createdAt, timeZone)}</div>
        {bill.memo !== '' && <div className={styles.memo}>{bill.memo}</div>}
      </div>
      <div className={styles.figures}>
        <div className={cx(styles.amount, direction === 'in' ? styles.in : styles.out)} data-testid="bill-amount">
          {direction === 'in' ? `+${amount}` : amount}
        </div>
        <div className={styles.after}>{t('bill.balanceAfter', { amount: formatMoney(bill.balanceAfter, decimals) })}</div>
      </div>
      {onOpen !== undefined && <RightOutline className={listRow.arrow} aria-hidden="true" />}
    </>
  );
  return (
    <li className={listRow.item} data-testid="bill-row">
      {onOpen === undefined ? (
        <div className={listRow.row}>{content}</div>
      ) : (
        <button type="button" className={cx(listRow.row, listRow.button)} onClick={onOpen}>
          {content}
        </button>
      )}
    </li>
  );
}
