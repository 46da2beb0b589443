import type { ReactNode } from 'react';
import { Page } from '../../../components/page';
import { useConfig } from '../../../lib/config-store';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  /** The line under the heading. */
  subtitle: string;
  children: ReactNode;
  right?: ReactNode;
  /** The login page is a start page: no back arrow when nothing is behind it. */
  back?: boolean;
}

/** Login, sign-up and reset share one look: the brand, a heading, then the form on a card. */
export function AuthLayout({ title, subtitle, children, right, back = true }: AuthLayoutProps) {
  const companyName = useConfig((state) => state.companyConfig?.companyName);
  const logo = useConfig((state) => state.companyConfig?.logo);
  return (
    <Page title={companyName ?? ''} back={back} right={right} flush>
      <div className={styles.hero}>
        <div className={styles.mark} aria-hidden="true">
          {logo !== undefined && logo !== '' ? <img className={styles.logo} src={logo} alt="" /> : companyName?.slice(0, 1)}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      <div className={styles.card}>{children}</div>
    </Page>
  );
}
