import { BankcardOutline, GlobalOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { methodKey, type RechargeMethod, type RechargeMethodKind } from '../lib/recharge-method';
import styles from './method-list.module.css';

const ICON: Record<RechargeMethodKind, ReactNode> = {
  online: <GlobalOutline />,
  offline: <BankcardOutline />,
  // The icon set's coin is a yen sign; a coin deposit shows the tether sign instead.
  crypto: <span className={styles.coin} />,
};

interface MethodListProps {
  methods: readonly RechargeMethod[];
  selected: string | null;
  onSelect: (key: string) => void;
}

/** The ways to pay in, as radio buttons: each named, with the kind of payment under it. */
export function MethodList({ methods, selected, onSelect }: MethodListProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} role="radiogroup" aria-label={t('recharge.method')}>
      {methods.map((method) => {
        const key = methodKey(method);
        const checked = key === selected;
        const kind = t(`recharge.kind.${method.kind}`);
        return (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={checked}
            className={cx(styles.option, checked && styles.checked)}
            onClick={() => {
              onSelect(key);
            }}
          >
            <span className={styles.icon} aria-hidden="true">
              {ICON[method.kind]}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{method.name}</span>
              {kind !== method.name && <span className={styles.kind}>{kind}</span>}
            </span>
            <span className={styles.radio} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
