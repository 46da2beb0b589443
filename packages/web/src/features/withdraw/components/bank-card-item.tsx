import type { TBankCard } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BankName } from '../../../components/bank-logo';
import styles from './bank-card-item.module.css';

/** A bank card as its owner sees it (masked by the server), with a way to remove it. */
export function BankCardItem({ card, onRemove }: { card: TBankCard; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-testid="bank-card">
      <div className={styles.top}>
        <span className={styles.bank}>
          <BankName code={card.bankCode} name={card.bankName} size={28} />
        </span>
        <Button size="mini" fill="none" className={styles.remove} onClick={onRemove} aria-label={t('withdraw.removeCardNamed', { bank: card.bankName, account: card.account })}>
          {t('withdraw.removeCard')}
        </Button>
      </div>
      <div className={styles.account}>{card.account}</div>
      <div className={styles.bottom}>
        <span>{card.holder}</span>
        {card.iban !== '' && <span>{t('withdraw.ibanValue', { iban: card.iban })}</span>}
      </div>
    </li>
  );
}
