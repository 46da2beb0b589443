import type { ContractDirection } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import styles from './contract-panel.module.css';

interface DirectionPickerProps {
  value: ContractDirection;
  onChange: (direction: ContractDirection) => void;
}

/** Up or down: the price at expiry above or below the price at purchase. */
export function DirectionPicker({ value, onChange }: DirectionPickerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.directions} role="group" aria-label={t('contract.direction')}>
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          aria-pressed={value === direction}
          className={cx(styles.direction, styles[direction], value === direction && styles.chosen)}
          onClick={() => {
            onChange(direction);
          }}
        >
          {t(`contract.directions.${direction}`)}
        </button>
      ))}
    </div>
  );
}
