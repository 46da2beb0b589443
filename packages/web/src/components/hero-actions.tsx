import { Button } from 'antd-mobile';
import styles from './hero-actions.module.css';

interface HeroAction {
  label: string;
  onClick: () => void;
}

/** Two buttons on a brand-coloured card: a solid white one and an outlined one. */
export function HeroActions({ primary, secondary }: { primary: HeroAction; secondary: HeroAction }) {
  return (
    <div className={styles.actions}>
      <Button className={styles.primary} shape="rounded" onClick={primary.onClick}>
        {primary.label}
      </Button>
      <Button className={styles.secondary} shape="rounded" onClick={secondary.onClick}>
        {secondary.label}
      </Button>
    </div>
  );
}
