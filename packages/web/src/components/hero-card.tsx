import type { ReactNode } from 'react';
import styles from './hero-card.module.css';

/** The brand-coloured card at the top of a page: the balance, or the welcome to a visitor. */
export function HeroCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.hero} aria-label={label}>
      {children}
    </section>
  );
}
