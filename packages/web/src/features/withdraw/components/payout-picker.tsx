import { BankcardOutline, CheckCircleFill, GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { shortAddress, type PayoutOption } from '../lib/payout-options';
import styles from './payout-picker.module.css';

interface PayoutPickerProps {
  options: readonly PayoutOption[];
  selected: string | undefined;
  onSelect: (key: string) => void;
  labelledBy: string;
}

/** Where the withdrawal goes: one of the member's bank cards or their USDT address. */
export function PayoutPicker({ options, selected, onSelect, labelledBy }: PayoutPickerProps) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.group}>
      {options.map((option) => {
        const isSelected = option.key === selected;
        return (
          <button
            key={option.key}
            type="button"
            role="radio"
            aria-checked={isSelected}
            className={cx(styles.option, isSelected && styles.selected)}
            onClick={() => {
              onSelect(option.key);
            }}
          >
            <span className={styles.icon} aria-hidden="true">
              {option.method === 'bank' ? <BankcardOutline /> : <GlobalOutline />}
            </span>
            {option.method === 'bank' ? (
              <span className={styles.text}>
                <span className={styles.name}>{option.card.bankName}</span>
                <span className={styles.detail}>
                  {option.card.account} · {option.card.holder}
                </span>
              </span>
            ) : (
              <span className={styles.text}>
                <span className={styles.name}>
                  {/* An address saved before a network was required: say so rather than "USDT ()". */}
                  {option.network === '' ? t('withdraw.coinOptionNoNetwork') : t('withdraw.coinOption', { network: option.network })}
                </span>
                <span className={styles.detail}>{shortAddress(option.address)}</span>
              </span>
            )}
            <CheckCircleFill className={styles.check} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
