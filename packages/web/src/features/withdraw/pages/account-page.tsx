import type { TBankCard, TMemberInfo } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { ROUTE } from '../../../config/routes';
import { copyText } from '../../../lib/clipboard';
import { useBankCards } from '../api/get-bank-cards';
import { useUnbandingBankCard } from '../api/unbanding-bank-card';
import { AddBankCardForm } from '../components/add-bank-card-form';
import { BankCardItem } from '../components/bank-card-item';
import { PayPasswordSheet } from '../../../components/pay-password-sheet';
import { withdrawFailure } from '../lib/withdraw-failure';
import styles from './account-page.module.css';

/** my/account: where withdrawals can go: the member's bank cards and their USDT address. */
export function AccountPage({ member }: { member: TMemberInfo | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useBankCards();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TBankCard | null>(null);
  const unbandingBankCard = useUnbandingBankCard();

  const promptSetPayPassword = async () => {
    const go = await Dialog.confirm({ content: t('withdraw.setPayPasswordFirst'), confirmText: t('withdraw.setPayPassword'), cancelText: t('common.cancel') });
    if (go) void navigate(ROUTE.payPasswordEdit);
  };

  const startRemoving = (card: TBankCard) => {
    if (member?.hasPayPassword === false) {
      void promptSetPayPassword();
      return;
    }
    setRemoving(card);
  };

  const remove = async (payPassword: string): Promise<string | null> => {
    if (removing === null) return null;
    try {
      await unbandingBankCard.mutateAsync({ bankCardId: removing.id, payPassword });
      setRemoving(null);
      Toast.show({ icon: 'success', content: t('withdraw.cardRemoved') });
      return null;
    } catch (error) {
      const failure = error instanceof RequestError ? error.failure : { code: 0, msg: t('common.networkError') };
      const outcome = withdrawFailure(failure.code);
      if (outcome.kind === 'wrong-pay-password') return failure.msg;
      setRemoving(null);
      if (outcome.kind === 'set-pay-password') void promptSetPayPassword();
      else if (outcome.kind === 'refused') void Dialog.alert({ content: failure.msg, confirmText: t('common.confirm') });
      else Toast.show({ content: failure.msg });
      return null;
    }
  };

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
                      startRemoving(card);
                    }}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
        <Button
          block
          className={styles.add}
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => {
            setAdding(true);
          }}
        >
          <AddOutline /> {t('withdraw.addCard')}
        </Button>
      </Card>

      <Card title={t('withdraw.coinAddress')}>
        {member === undefined ? null : member.usdtAddress === '' ? (
          <p className={styles.empty}>{t('withdraw.noCoinAddress')}</p>
        ) : (
          <dl className={styles.coin}>
            <div>
              <dt>{t('withdraw.network')}</dt>
              <dd>{member.network || '--'}</dd>
            </div>
            <div>
              <dt>{t('withdraw.address')}</dt>
              <dd>
                <button
                  type="button"
                  className={styles.copy}
                  onClick={() => {
                    void copyText(member.usdtAddress);
                  }}
                  aria-label={t('withdraw.copyAddress')}
                >
                  {member.usdtAddress}
                </button>
              </dd>
            </div>
          </dl>
        )}
        <Button
          block
          className={styles.add}
          fill="outline"
          shape="rounded"
          onClick={() => {
            void navigate(ROUTE.personal);
          }}
        >
          {member?.usdtAddress === '' ? t('withdraw.setCoinAddress') : t('withdraw.editCoinAddress')}
        </Button>
      </Card>

      <PayPasswordSheet
        visible={removing !== null}
        title={t('withdraw.removeCardTitle')}
        onSubmit={remove}
        onClose={() => {
          setRemoving(null);
        }}
      >
        {removing !== null && <p className={styles.removing}>{t('withdraw.removeCardText', { bank: removing.bankName, account: removing.account })}</p>}
      </PayPasswordSheet>
    </Page>
  );
}
