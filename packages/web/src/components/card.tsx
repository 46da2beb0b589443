import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './card.module.css';

interface CardProps {
  title?: ReactNode;
  children: ReactNode;
  /** No inner padding: for lists that draw their own. */
  flush?: boolean;
}

export function Card({ title, children, flush = false }: CardProps) {
  return (
    <section className={cx(styles.card, flush && styles.flush)}>
      {title !== undefined && <h2 className={styles.title}>{title}</h2>}
      {children}
    </section>
  );
}
