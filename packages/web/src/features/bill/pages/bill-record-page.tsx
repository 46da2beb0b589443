import type { TBillType } from '@meridian/protocol';
import { InfiniteScroll, PullToRefresh, Tabs, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { useSession } from '../../../lib/session-store';
import { useBillRecord } from '../api/bill-record';
import { useExportBills } from '../api/export-csv';
import { BillRow } from '../components/bill-row';
import { billCauseLink } from '../lib/bill-cause-link';
import { BILL_TABS, billTypeFromQuery } from '../lib/bill-filter';
import tabStyles from '../../../components/sticky-tabs.module.css';
import styles from './bill-record-page.module.css';

interface BillRecordPageProps {
  /**
   * A tab shown by another feature instead of the bills of its type: the app puts the member's
   * deposit orders under `recharge` (pending and rejected ones have no bill, and 3008 lands there).
   */
  typeViews?: Partial<Record<TBillType, ReactNode>>;
}

/** my/bill_record: every movement of the member's balance, filtered by type (`?type=recharge`). */
export function BillRecordPage({ typeViews = {} }: BillRecordPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = billTypeFromQuery(params.get('type'));

  const choose = (key: string) => {
    const next = billTypeFromQuery(key);
    // Replace, not push: back leaves the page instead of walking through every tab tried.
    setParams(next === undefined ? {} : { type: next }, { replace: true });
  };

  return (
    <Page title={t('titles.billRecord')} flush right={<ExportButton type={type} />}>
      <div className={tabStyles.toolbar}>
        <Tabs className={tabStyles.tabs} activeKey={type ?? 'all'} onChange={choose} aria-label={t('bill.filter')}>
          {BILL_TABS.map((tab) => (
            <Tabs.Tab key={tab} title={tab === 'all' ? t('bill.all') : t(`bill.types.${tab}`)} />
          ))}
        </Tabs>
      </div>
      {/* A list of its own per type: switching tabs starts at the top with that type's bills. */}
      {type !== undefined && typeViews[type] !== undefined ? <div className={styles.content}>{typeViews[type]}</div> : <BillList key={type ?? 'all'} type={type} />}
    </Page>
  );
}

/** The statement: the bills of the tab on screen (or all) as a CSV file, from the server. */
function ExportButton({ type }: { type: TBillType | undefined }) {
  const { t } = useTranslation();
  const exportBills = useExportBills();
  const label = type === undefined ? t('bill.exportAll') : t('bill.exportType', { type: t(`bill.types.${type}`) });
  return (
    <button
      type="button"
      className={styles.export}
      aria-label={label}
      disabled={exportBills.isPending}
      onClick={() => {
        exportBills.mutate(type, {
          onSuccess: () => {
            Toast.show({ icon: 'success', content: t('bill.exported') });
          },
        });
      }}
    >
      {exportBills.isPending ? t('bill.exporting') : t('bill.export')}
    </button>
  );
}

function BillList({ type }: { type: TBillType | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  const bills = useBillRecord(type);
  const list = bills.data?.pages.flatMap((page) => page.list);

  const loadMore = async () => {
    const result = await bills.fetchNextPage();
    // InfiniteScroll offers a retry only when loading throws.
    if (result.isError) throw result.error;
  };

  return (
    <PullToRefresh
      onRefresh={async () => {
        await bills.refetch();
      }}
      pullingText={t('bill.pullToRefresh')}
      canReleaseText={t('bill.releaseToRefresh')}
      refreshingText={t('bill.refreshing')}
      completeText={t('bill.refreshed')}
    >
      <div className={styles.content}>
        {list === undefined ? (
          <Card>
            <QueryState
              isError={bills.isError}
              rows={6}
              onRetry={() => {
                void bills.refetch();
              }}
            />
          </Card>
        ) : list.length === 0 ? (
          <Card>
            <StatusBlock status="empty" title={t('bill.empty')} description={type === undefined ? t('bill.emptyAll') : t('bill.emptyType', { type: t(`bill.types.${type}`) })} />
          </Card>
        ) : (
          <>
            <Card flush>
              <ul className={styles.list}>
                {list.map((bill) => {
                  const link = billCauseLink(bill.cause);
                  return (
                    <BillRow
                      key={bill.id}
                      bill={bill}
                      timeZone={timeZone}
                      onOpen={
                        link === null
                          ? undefined
                          : () => {
                              void navigate(link);
                            }
                      }
                    />
                  );
                })}
              </ul>
            </Card>
            <InfiniteScroll loadMore={loadMore} hasMore={bills.hasNextPage}>
              {(hasMore, failed, retry) =>
                !hasMore ? (
                  <span>{t('bill.noMore')}</span>
                ) : failed ? (
                  <button type="button" className={styles.retry} onClick={retry}>
                    {t('bill.loadMoreFailed')}
                  </button>
                ) : (
                  <span>{t('common.loading')}</span>
                )
              }
            </InfiniteScroll>
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
