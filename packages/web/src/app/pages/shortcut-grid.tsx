import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './shortcut-grid.module.css';

export interface Shortcut {
  key: string;
  label: string;
  icon: ReactNode;
  to: string;
}

/** A grid of round icons with labels that open pages: the home page's quick links. */
export function ShortcutGrid({ items, label }: { items: readonly Shortcut[]; label: string }) {
  const navigate = useNavigate();
  return (
    <nav className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          className={styles.item}
          onClick={() => {
            void navigate(item.to);
          }}
        >
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
          <span className={styles.label}>{item.label}</span>
        </button>
      ))}
    </nav>
  );
}
