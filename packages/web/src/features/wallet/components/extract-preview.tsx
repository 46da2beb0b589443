import type { ExtractionPreview, TInterestOrder } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import styles from './wallet.module.css';

/** Exactly what extraction pays, line by line, shown before the member confirms. */
export function ExtractPreview({ order, preview }: { order: TInterestOrder; preview: ExtractionPreview }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('wallet.depositAmount'), order.amount],
    [t('wallet.interestEarned', { days: preview.daysHeld }), preview.interestAccrued],
    ...(preview.isEarly ? ([[t('wallet.interestForfeited'), `-${preview.interestForfeited}`], [t('wallet.handlingCharge', { percent: order.handlingPercent }), `-${preview.handlingCharge}`]] as [string, string][]) : []),
    [t('wallet.youReceive'), preview.paidOut],
  ];
  return (
    <div className={styles.preview}>
      <p className={preview.isEarly ? styles.warning : styles.note}>
        {preview.isEarly ? t('wallet.earlyWarning', { days: order.holdDays, held: preview.daysHeld }) : t('wallet.matureNote', { days: order.holdDays })}
      </p>
      <dl className={styles.lines}>
        {rows.map(([label, amount]) => (
          <div key={label} className={styles.line}>
            <dt>{label}</dt>
            <dd>
              <Money amount={amount} currency={order.currency} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
