import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { ROUTE } from '../../../config/routes';
import type { PayoutOption } from '../lib/payout-options';
import { PayoutPicker } from './payout-picker';
import { WithdrawNotice } from './withdraw-notice';
import styles from './payout-card.module.css';

interface PayoutCardProps {
  options: readonly PayoutOption[];
  selected: PayoutOption | undefined;
  onSelect: (key: string) => void;
}

/** Where the withdrawal goes, and the way to the member's accounts (to bind a first one, or manage them). */
export function PayoutCard({ options, selected, onSelect }: PayoutCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = useId();
  const openAccounts = () => void navigate(ROUTE.account);
  return (
    <Card title={<span id={label}>{t('withdraw.to')}</span>}>
      {options.length === 0 ? (
        <WithdrawNotice text={t('withdraw.noPayoutAccount')} action={t('withdraw.bindAccount')} onAction={openAccounts} plain />
      ) : (
        <>
          <PayoutPicker options={options} selected={selected?.key} onSelect={onSelect} labelledBy={label} />
          <button type="button" className={styles.link} onClick={openAccounts}>
            {t('withdraw.manageAccounts')}
          </button>
        </>
      )}
    </Card>
  );
}
