import type { TBankCard } from '@meridian/protocol';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Loaded } from '../../../components/query-state';
import { BankCardItem } from './bank-card-item';
import styles from './account-cards.module.css';

interface BankCardsCardProps {
  /** The page's query of the cards. */
  cards: UseQueryResult<TBankCard[]>;
  onAdd: () => void;
  onRemove: (card: TBankCard) => void;
}

/** The member's bank cards, each with a way to remove it, and a way to add one. */
export function BankCardsCard({ cards, onAdd, onRemove }: BankCardsCardProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('withdraw.bankCards')}>
      <Loaded query={cards} card={false}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.empty}>{t('withdraw.noCards')}</p>
          ) : (
            <ul className={styles.cards}>
              {list.map((card) => (
                <BankCardItem
                  key={card.id}
                  card={card}
                  onRemove={() => {
                    onRemove(card);
                  }}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      <Button block className={styles.add} color="primary" fill="outline" shape="rounded" onClick={onAdd}>
        <AddOutline /> {t('withdraw.addCard')}
      </Button>
    </Card>
  );
}
