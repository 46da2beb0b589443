import type { TSecondsOption } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import styles from './contract-panel.module.css';

interface DurationChipsProps {
  options: readonly TSecondsOption[];
  value: number;
  onChange: (seconds: number) => void;
}

/** The durations a contract can run, each with the yield it pays. */
export function DurationChips({ options, value, onChange }: DurationChipsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.chips} role="group" aria-label={t('contract.duration')}>
      {options.map((option) => (
        <button
          key={option.seconds}
          type="button"
          aria-pressed={value === option.seconds}
          className={cx(styles.chip, value === option.seconds && styles.picked)}
          onClick={() => {
            onChange(option.seconds);
          }}
        >
          <span className={styles.chipSeconds}>{t('contract.seconds', { count: option.seconds })}</span>
          <span className={styles.chipYield}>{t('contract.yield', { yield: option.yieldPercent })}</span>
        </button>
      ))}
    </div>
  );
}
