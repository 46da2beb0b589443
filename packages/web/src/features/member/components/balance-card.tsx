import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroCard } from '../../../components/hero-card';
import { Money } from '../../../components/money';
import { useBalance } from '../api/get-balance';
import styles from './balance-card.module.css';

interface BalanceCardProps {
  /** Buttons under the figure (deposit, withdraw): the page decides where they lead. */
  actions?: ReactNode;
  /** Shows no figures yet, whatever is known (a prerendered page hydrating: lib/hydration.ts). */
  pending?: boolean;
}

/** The member's available and frozen balance, in the company currency. */
export function BalanceCard({ actions, pending = false }: BalanceCardProps) {
  const { t } = useTranslation();
  const balance = useBalance();
  const [hidden, setHidden] = useState(false);
  const data = pending ? undefined : balance.data;

  return (
    <HeroCard label={t('balance.title')}>
      <div className={styles.header}>
        <span className={styles.label}>{t('balance.available')}</span>
        <button
          type="button"
          className={styles.eye}
          aria-label={t(hidden ? 'balance.show' : 'balance.hide')}
          onClick={() => {
            setHidden((value) => !value);
          }}
        >
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      <div className={styles.amount} data-testid="balance-amount">
        {data === undefined ? '--' : hidden ? '****' : <Money amount={data.balance} currency={data.currency} />}
      </div>
      {data !== undefined && (
        <div className={styles.frozen}>
          {t('balance.frozen')}: {hidden ? '****' : <Money amount={data.frozen} />}
        </div>
      )}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </HeroCard>
  );
}
