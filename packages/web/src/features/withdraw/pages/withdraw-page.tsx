import type { TBalance, TMemberInfo } from '@meridian/protocol';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { useBankCards } from '../api/get-bank-cards';
import { useWithdrawParam } from '../api/withdraw-param';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalList } from '../components/withdrawal-list';
import tabStyles from '../../../components/sticky-tabs.module.css';
import styles from './withdraw-page.module.css';

type WithdrawTab = 'apply' | 'record';

interface WithdrawPageProps {
  /** The member (pay password set? USDT address?); undefined while loading. */
  member: TMemberInfo | undefined;
  balance: TBalance | undefined;
  /** After a withdrawal, or a refusal that may mean the balance shown is stale. */
  onBalanceChanged: () => void;
  /** The available balance read from the server now; undefined when it cannot be read. */
  checkBalance: () => Promise<string | undefined>;
  /** Shown in the withdrawal confirmation (the security centre's), null when not set. */
  antiPhishingCode?: string | null;
}

/**
 * withdrawl/index: a withdrawal form and, on a second tab (`?tab=record`), the member's
 * withdrawals with their state and any rejection reason. Bills link to `?tab=record&orderNo=…`.
 */
export function WithdrawPage({ member, balance, onBalanceChanged, checkBalance, antiPhishingCode = null }: WithdrawPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: WithdrawTab = params.get('tab') === 'record' ? 'record' : 'apply';

  const show = (next: WithdrawTab) => {
    setParams(next === 'record' ? { tab: 'record' } : {}, { replace: true });
  };

  return (
    <Page title={t('titles.withdraw')} flush>
      <div className={tabStyles.toolbar}>
        <Tabs
          className={tabStyles.tabs}
          activeKey={tab}
          onChange={(key) => {
            show(key === 'record' ? 'record' : 'apply');
          }}
        >
          <Tabs.Tab key="apply" title={t('withdraw.tabApply')} />
          <Tabs.Tab key="record" title={t('withdraw.tabRecord')} />
        </Tabs>
      </div>
      <div className={styles.content}>
        {tab === 'record' ? (
          <WithdrawalList highlight={params.get('orderNo')} />
        ) : (
          <ApplyTab
            member={member}
            balance={balance}
            onBalanceChanged={onBalanceChanged}
            checkBalance={checkBalance}
            antiPhishingCode={antiPhishingCode}
            onWithdrawn={() => {
              show('record');
            }}
          />
        )}
      </div>
    </Page>
  );
}

function ApplyTab({ member, balance, onBalanceChanged, checkBalance, onWithdrawn, antiPhishingCode }: WithdrawPageProps & { onWithdrawn: () => void }) {
  const rules = useWithdrawParam();
  const cards = useBankCards();
  // One waiting state for the three things the form needs.
  const ready = rules.data !== undefined && cards.data !== undefined && member !== undefined ? { rules: rules.data, cards: cards.data, member } : undefined;
  const failed = rules.isError || cards.isError;
  return (
    <Loaded
      query={{
        data: ready,
        isError: failed,
        refetch: () => Promise.all([rules.refetch(), cards.refetch()]),
      }}
      rows={6}
    >
      {(data) => (
        <WithdrawForm
          rules={data.rules}
          cards={data.cards}
          member={data.member}
          available={balance?.balance}
          checkBalance={checkBalance}
          antiPhishingCode={antiPhishingCode}
          onRefused={() => {
            onBalanceChanged();
            void rules.refetch();
          }}
          onWithdrawn={() => {
            onBalanceChanged();
            onWithdrawn();
          }}
        />
      )}
    </Loaded>
  );
}
