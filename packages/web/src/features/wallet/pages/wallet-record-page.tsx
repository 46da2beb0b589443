import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { useInterestOrders } from '../api/get-order-list';
import { DepositItem } from '../components/deposit-item';
import styles from '../components/wallet.module.css';

/** wallet/record: deposits taken out, each with what it paid, the charge and the interest. */
export function WalletRecordPage() {
  const { t } = useTranslation();
  const orders = useInterestOrders('extracted');
  const first = orders.data?.pages[0];
  return (
    <Page title={t('titles.walletRecord')}>
      <Loaded query={{ data: first, isError: orders.isError, refetch: orders.refetch }} rows={6}>
        {(page) => (
          <Card>
            {page.total === 0 ? (
              <p className={styles.empty}>{t('wallet.noRecord')}</p>
            ) : (
              <ul className={styles.list}>
                {orders.data?.pages
                  .flatMap((p) => p.list)
                  .map((order) => <DepositItem key={order.orderNo} order={order} />)}
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
        )}
      </Loaded>
    </Page>
  );
}
