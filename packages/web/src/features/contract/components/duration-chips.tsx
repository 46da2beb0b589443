import type { TSecondsOption } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { useQuickChoice } from '../../../lib/use-quick-choice';
import styles from './contract-panel.module.css';

interface DurationChipsProps {
  options: readonly TSecondsOption[];
  value: number;
  onChange: (seconds: number) => void;
}

/**
 * The durations a contract can run, each with the yield it pays. The tapped duration shows at once;
 * the form, its limits and its terms follow after that paint (lib/use-quick-choice.ts).
 */
export function DurationChips({ options, value, onChange }: DurationChipsProps) {
  const { t } = useTranslation();
  const [shown, choose] = useQuickChoice(value, onChange);
  return (
    <div className={styles.chips} role="group" aria-label={t('contract.duration')}>
      {options.map((option) => (
        <button
          key={option.seconds}
          type="button"
          aria-pressed={shown === option.seconds}
          className={cx(styles.chip, shown === option.seconds && styles.picked)}
          onClick={() => {
            choose(option.seconds);
          }}
        >
          <span className={styles.chipSeconds}>{t('contract.seconds', { count: option.seconds })}</span>
          <span className={styles.chipYield}>{t('contract.yield', { yield: option.yieldPercent })}</span>
        </button>
      ))}
    </div>
  );
}
