import type { TMemberInfo } from '@meridian/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { PayPasswordSheet } from '../../../components/pay-password-sheet';
import { useBankCards } from '../api/get-bank-cards';
import { AddBankCardForm } from '../components/add-bank-card-form';
import { BankCardsCard } from '../components/bank-cards-card';
import { CoinAddressCard } from '../components/coin-address-card';
import { useRemoveBankCard } from '../hooks/use-remove-bank-card';
import styles from './account-page.module.css';

/** my/account: where withdrawals can go: the member's bank cards and their USDT address. */
export function AccountPage({ member }: { member: TMemberInfo | undefined }) {
  const { t } = useTranslation();
  // Asked here, not in the list's card: it stays on while the add form shows, and the new card is in it on return.
  const cards = useBankCards();
  const [adding, setAdding] = useState(false);
  const removal = useRemoveBankCard({ hasPayPassword: member?.hasPayPassword });
  const { removing } = removal;

  if (adding) {
    return (
      <Page title={t('withdraw.addCard')}>
        <AddBankCardForm
          onDone={() => {
            setAdding(false);
          }}
          onCancel={() => {
            setAdding(false);
          }}
        />
      </Page>
    );
  }

  return (
    <Page title={t('titles.account')}>
      <BankCardsCard
        cards={cards}
        onAdd={() => {
          setAdding(true);
        }}
        onRemove={removal.start}
      />
      <CoinAddressCard member={member} />
      <PayPasswordSheet visible={removing !== null} title={t('withdraw.removeCardTitle')} onSubmit={removal.remove} onClose={removal.close}>
        {removing !== null && <p className={styles.removing}>{t('withdraw.removeCardText', { bank: removing.bankName, account: removing.account })}</p>}
      </PayPasswordSheet>
    </Page>
  );
}
