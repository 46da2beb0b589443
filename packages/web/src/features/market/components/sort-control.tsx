import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import type { MarketSort } from '../lib/select-rows';
import styles from './sort-control.module.css';

const SORTS: readonly { value: MarketSort; label: 'market.sortChangeDesc' | 'market.sortChangeAsc' | 'market.sortName' }[] = [
  { value: 'change-desc', label: 'market.sortChangeDesc' },
  { value: 'change-asc', label: 'market.sortChangeAsc' },
  { value: 'name', label: 'market.sortName' },
];

/** A small segmented control for the order of the list. */
export function SortControl({ value, onChange }: { value: MarketSort; onChange: (sort: MarketSort) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.segmented} role="radiogroup" aria-label={t('market.sortBy')}>
      {SORTS.map((sort) => (
        <button
          key={sort.value}
          type="button"
          role="radio"
          aria-checked={value === sort.value}
          className={cx(styles.option, value === sort.value && styles.active)}
          onClick={() => {
            onChange(sort.value);
          }}
        >
          {t(sort.label)}
        </button>
      ))}
    </div>
  );
}
