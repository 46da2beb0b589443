import { Badge } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './unread-count.module.css';

/** Counts above this show as `99+`: the badge stays one small pill. */
const MAX_SHOWN = 99;

/** What a badge shows for a count: the number to see, and a sentence for screen readers. */
export function UnreadCount({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <span className={styles.hidden}>{label}</span>
    </>
  );
}

/** A red count on the corner of what it wraps (or on its own); nothing when the count is 0. */
export function UnreadBadge({ count, label, children }: { count: number; label: string; children?: ReactNode }) {
  return (
    <Badge content={count > 0 ? <UnreadCount count={count} label={label} /> : null} data-testid="unread-badge">
      {children}
    </Badge>
  );
}
