import type { ReactNode } from 'react';
import styles from './nav-button.module.css';

/** An icon button in a page's bar (its `right`): named for screen readers, since it shows no text. */
export function NavButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
