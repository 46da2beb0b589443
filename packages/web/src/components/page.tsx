import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Every page: the custom nav bar of spec section 2, then the content. The bar is ours rather than
 * antd-mobile's NavBar, whose left slot is always a nameless `role="button"` (a screen reader
 * announces an unlabeled button even on tab pages): here the back arrow is a real button named
 * "Back". Pages keep their own headings in the content.
 */
export function Page({ title, children, back = true, right, flush = false }: PageProps) {
  const goBack = useGoBack();
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.nav}>
        <div className={styles.side}>
          {back && (
            <button type="button" className={styles.back} onClick={goBack} aria-label={t('common.back')}>
              <LeftOutline aria-hidden="true" />
            </button>
          )}
        </div>
        <div className={styles.navTitle}>{title}</div>
        <div className={cx(styles.side, styles.right)}>{right}</div>
      </header>
      <main className={cx(styles.body, flush && styles.flush)}>{children}</main>
    </div>
  );
}
