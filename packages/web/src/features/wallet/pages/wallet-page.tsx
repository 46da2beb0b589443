import type { TInterestOrder } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { HeroCard } from '../../../components/hero-card';
import { Money } from '../../../components/money';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { ROUTE } from '../../../config/routes';
import { useExtractOut } from '../api/extract-out';
import { useInterestOrders } from '../api/get-order-list';
import { BuyInForm } from '../components/buy-in-form';
import { DepositItem } from '../components/deposit-item';
import { ExtractPreview } from '../components/extract-preview';
import { depositPreview } from '../lib/deposit-preview';
import { newRequestId } from '../../../lib/request-id';
import styles from '../components/wallet.module.css';

interface WalletPageProps {
  /** The member's available balance; undefined while loading. */
  available: string | undefined;
  /** After a deposit or an extraction moved money. */
  onBalanceChanged: () => void;
}

/**
 * wallet/index: what is in the interest wallet, the published rules, a buy-in form, and each
 * holding deposit with an extract button that first shows exactly what extraction pays.
 */
export function WalletPage({ available, onBalanceChanged }: WalletPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orders = useInterestOrders('holding');
  const extractOut = useExtractOut();
  const [extracting, setExtracting] = useState<string | null>(null);
  const first = orders.data?.pages[0];

  const extract = async (order: TInterestOrder) => {
    setExtracting(order.orderNo);
    try {
      // The days held as of now, from the server: the preview is then what the server pays.
      const fresh = await orders.refetch();
      const current = fresh.data?.pages.flatMap((page) => page.list).find((item) => item.orderNo === order.orderNo) ?? order;
      const preview = depositPreview(current);
      const isConfirmed = await Dialog.confirm({
        title: t('wallet.extractTitle'),
        content: <ExtractPreview order={current} preview={preview} />,
        confirmText: t('wallet.extractConfirm'),
        cancelText: t('common.cancel'),
      });
      if (!isConfirmed) return;
      const extracted = await extractOut.mutateAsync({ orderNo: current.orderNo, requestId: newRequestId() });
      Toast.show({ icon: 'success', content: t('wallet.extractedToast', { amount: extracted.paidOut ?? '', currency: extracted.currency }) });
      onBalanceChanged();
    } catch {
      // The wrapper has already said what went wrong.
    } finally {
      setExtracting(null);
    }
  };

  return (
    <Page
      title={t('titles.wallet')}
      right={
        <Button
          fill="none"
          size="small"
          onClick={() => {
            void navigate(ROUTE.walletRecord);
          }}
        >
          {t('wallet.record')}
        </Button>
      }
    >
      <Loaded query={{ data: first, isError: orders.isError, refetch: orders.refetch }} rows={6}>
        {(page) => (
          <>
            <HeroCard label={t('wallet.inWallet')}>
              <div className={styles.summary}>
                <span>{t('wallet.inWallet')}</span>
                <Money className={styles.summaryAmount} amount={page.walletBalance} currency={page.rules.currency} />
              </div>
            </HeroCard>
            <Card title={t('wallet.rulesTitle')}>
              <div className={styles.rules}>
                <span>{t('wallet.dailyRate', { rate: page.rules.dailyRatePercent })}</span>
                <span>{t('wallet.minimum', { amount: page.rules.minAmount, currency: page.rules.currency })}</span>
                <span>{t('wallet.holdDays', { count: page.rules.holdDays })}</span>
                <span>{t('wallet.handlingPercent', { percent: page.rules.handlingPercent })}</span>
              </div>
              <p className={styles.note}>{t('wallet.rulesExplained', { days: page.rules.holdDays, percent: page.rules.handlingPercent })}</p>
            </Card>
            <Card title={t('wallet.buyInTitle')}>
              <BuyInForm rules={page.rules} available={available} onBoughtIn={onBalanceChanged} />
            </Card>
            <Card title={t('wallet.depositsTitle')}>
              {page.total === 0 ? (
                <p className={styles.empty}>{t('wallet.noDeposits')}</p>
              ) : (
                <ul className={styles.list}>
                  {orders.data?.pages
                    .flatMap((p) => p.list)
                    .map((order) => (
                      <DepositItem
                        key={order.orderNo}
                        order={order}
                        isExtracting={extracting === order.orderNo}
                        onExtract={(chosen) => {
                          void extract(chosen);
                        }}
                      />
                    ))}
                </ul>
              )}
              {orders.hasNextPage && (
                <Button
                  block
                  fill="none"
                  onClick={() => {
                    void orders.fetchNextPage();
                  }}
                >
                  {t('wallet.more')}
                </Button>
              )}
            </Card>
          </>
        )}
      </Loaded>
    </Page>
  );
}
