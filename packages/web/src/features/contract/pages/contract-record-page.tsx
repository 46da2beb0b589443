import { ZAllname } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useContractOrders } from '../api/get-order-page';
import { ContractOrderList } from '../components/contract-order-list';
import styles from './contract-pages.module.css';

/**
 * market/contract_record, opened from the K-line's contract panel: the member's contracts on that
 * pair (`?symbol=BTC/USDT`), running ones first, then finished ones; every pair without a symbol.
 * Unlike my/bet_record (all pairs, one tab per state) it answers "how have my bets on this pair gone?".
 */
export function ContractRecordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = ZAllname.safeParse(params.get('symbol') ?? '');
  const symbol = parsed.success ? parsed.data : undefined;
  const running = useContractOrders('running');
  const finished = useContractOrders('finished');
  const onPair = <T extends { allname: string }>(list: T[] | undefined) => (symbol === undefined ? list : list?.filter((order) => order.allname === symbol));
  const runningOrders = onPair(running.data?.pages.flatMap((page) => page.list));
  const finishedOrders = onPair(finished.data?.pages.flatMap((page) => page.list));

  return (
    <Page title={symbol === undefined ? t('titles.contractRecord') : t('contract.recordOf', { pair: symbol })}>
      <div className={styles.sections}>
        <h2 className={styles.heading}>{t('contract.tabs.running')}</h2>
        <ContractOrderList
          orders={runningOrders}
          isError={running.isError}
          hasMore={running.hasNextPage}
          onRetry={() => {
            void running.refetch();
          }}
          loadMore={async () => {
            const result = await running.fetchNextPage();
            if (result.isError) throw result.error;
          }}
          emptyText={t('contract.empty.running')}
        />
        <h2 className={styles.heading}>{t('contract.tabs.finished')}</h2>
        <ContractOrderList
          orders={finishedOrders}
          isError={finished.isError}
          hasMore={finished.hasNextPage}
          onRetry={() => {
            void finished.refetch();
          }}
          loadMore={async () => {
            const result = await finished.fetchNextPage();
            if (result.isError) throw result.error;
          }}
          emptyText={t('contract.empty.finished')}
        />
      </div>
    </Page>
  );
}
