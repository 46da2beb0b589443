import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './menu-list.module.css';

export interface MenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** What the row shows on the right, before the arrow (the current language). */
  extra?: string;
  /** A count on the row (unread letters), before the arrow. */
  badge?: ReactNode;
  onClick: () => void;
}

/**
 * Rows that open pages, as real buttons: reachable by keyboard and by screen readers, named by
 * their label (antd-mobile's clickable list rows are anchors without a link).
 */
export function MenuList({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" className={styles.row} onClick={item.onClick}>
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
            </span>
            <span className={styles.label}>{item.label}</span>
            {item.extra !== undefined && <span className={styles.extra}>{item.extra}</span>}
            {item.badge}
            <RightOutline className={styles.arrow} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
