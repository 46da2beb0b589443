import type { TSecondsOption } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatMoney } from '../../../lib/money';
import { quickAmounts } from '../lib/contract-quote';
import styles from './contract-panel.module.css';

interface QuickAmountsProps {
  option: TSecondsOption;
  available: string | undefined;
  /** The amount typed: the pick equal to it shows pressed. */
  amount: string;
  onPick: (amount: string) => void;
}

/** One-tap amounts inside the chosen duration's limits and the balance. */
export function QuickAmounts({ option, available, amount, onPick }: QuickAmountsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.quick} role="group" aria-label={t('contract.quickAmounts')}>
      {quickAmounts(option, available).map((pick) => (
        <button
          key={pick}
          type="button"
          aria-pressed={amount === pick}
          className={cx(styles.quickChip, amount === pick && styles.picked)}
          onClick={() => {
            onPick(pick);
          }}
        >
          {formatMoney(pick)}
        </button>
      ))}
    </div>
  );
}
