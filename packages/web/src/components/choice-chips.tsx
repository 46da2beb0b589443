import type { ReactNode } from 'react';
import styles from './choice-chips.module.css';

export interface Chip<V> {
  key: string;
  value: V;
  label: ReactNode;
}

type GroupName = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * One choice among a few, each a chip: pressed buttons in a named group, for a short list a sheet
 * would only hide (a document's type, a reminder's interval).
 */
export function ChoiceChips<V>({ chips, chosen, onChoose, ...name }: { chips: readonly Chip<V>[]; chosen: V; onChoose: (value: V) => void } & GroupName) {
  return (
    <div className={styles.chips} role="group" {...name}>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={styles.chip}
          aria-pressed={chip.value === chosen}
          onClick={() => {
            onChoose(chip.value);
          }}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
