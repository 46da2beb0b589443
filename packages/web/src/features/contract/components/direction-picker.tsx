import type { ContractDirection } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { useQuickChoice } from '../../../lib/use-quick-choice';
import styles from './contract-panel.module.css';

interface DirectionPickerProps {
  value: ContractDirection;
  onChange: (direction: ContractDirection) => void;
}

/**
 * Up or down: the price at expiry above or below the price at purchase. The tapped direction shows
 * at once; the form and its terms follow after that paint (lib/use-quick-choice.ts).
 */
export function DirectionPicker({ value, onChange }: DirectionPickerProps) {
  const { t } = useTranslation();
  const [shown, choose] = useQuickChoice(value, onChange);
  return (
    <div className={styles.directions} role="group" aria-label={t('contract.direction')}>
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          aria-pressed={shown === direction}
          className={cx(styles.direction, styles[direction], shown === direction && styles.chosen)}
          onClick={() => {
            choose(direction);
          }}
        >
          {t(`contract.directions.${direction}`)}
        </button>
      ))}
    </div>
  );
}
