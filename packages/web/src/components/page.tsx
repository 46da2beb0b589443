import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './page.module.css';
import { useGoBack } from './use-go-back';

interface PageProps {
  title: ReactNode;
  children: ReactNode;
  /** Tab pages have no back arrow. */
  back?: boolean;
  right?: ReactNode;
  /** Content goes edge to edge (own padding). */
  flush?: boolean;
}

/** Every page: the custom nav bar of spec section 2, then the content. */
export function Page({ title, children, back = true, right, flush = false }: PageProps) {
  const goBack = useGoBack();
  return (
    <div className={styles.page}>
      <NavBar className={styles.nav} backIcon={back} onBack={back ? goBack : undefined} right={right}>
        <span className={styles.navTitle}>{title}</span>
      </NavBar>
      <main className={cx(styles.body, flush && styles.flush)}>{children}</main>
    </div>
  );
}
