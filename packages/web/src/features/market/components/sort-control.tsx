import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { useQuickChoice } from '../../../lib/use-quick-choice';
import type { MarketSort } from '../lib/select-rows';
import styles from './sort-control.module.css';

const SORTS: readonly { value: MarketSort; label: 'market.sortChangeDesc' | 'market.sortChangeAsc' | 'market.sortName' }[] = [
  { value: 'change-desc', label: 'market.sortChangeDesc' },
  { value: 'change-asc', label: 'market.sortChangeAsc' },
  { value: 'name', label: 'market.sortName' },
];

/**
 * A small segmented control for the order of the list. It marks the tapped order at once; the page
 * re-sorts the list after that paint (lib/use-quick-choice.ts).
 */
export function SortControl({ value, onChange }: { value: MarketSort; onChange: (sort: MarketSort) => void }) {
  const { t } = useTranslation();
  const [shown, choose] = useQuickChoice(value, onChange);
  return (
    <div className={styles.segmented} role="radiogroup" aria-label={t('market.sortBy')}>
      {SORTS.map((sort) => (
        <button
          key={sort.value}
          type="button"
          role="radio"
          aria-checked={shown === sort.value}
          className={cx(styles.option, shown === sort.value && styles.active)}
          onClick={() => {
            choose(sort.value);
          }}
        >
          {t(sort.label)}
        </button>
      ))}
    </div>
  );
}
