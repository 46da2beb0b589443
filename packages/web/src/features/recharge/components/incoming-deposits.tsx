import type { TChainDepositItem } from '@meridian/protocol';
import { ProgressBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Loaded } from '../../../components/query-state';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { useChainDeposits } from '../api/chain-deposits';
import { useLiveChainDeposits } from '../hooks/use-live-chain-deposits';
import styles from './incoming-deposits.module.css';

const STATUS_COLOUR = { seen: 'primary', credited: 'success', dropped: 'danger', unmatched: 'warning' } as const satisfies Record<TChainDepositItem['status'], string>;

/** `0x1234…cdef`: enough to recognise a transaction in a wallet's history. */
const shortHash = (hash: string) => (hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash);

function DepositStatus({ deposit }: { deposit: TChainDepositItem }) {
  const { t } = useTranslation();
  const text = {
    seen: t('recharge.chainDeposit.confirming', { count: deposit.confirmations, needed: deposit.confirmationsNeeded }),
    credited: t('recharge.chainDeposit.credited'),
    dropped: t('recharge.chainDeposit.dropped'),
    unmatched: t('recharge.chainDeposit.notCredited'),
  }[deposit.status];
  return (
    <Tag color={STATUS_COLOUR[deposit.status]} fill="outline" data-testid="chain-deposit-status">
      {text}
    </Tag>
  );
}

/** Why a deposit was not credited, and that support credits it: the member's next step. */
function NotCreditedNote({ deposit }: { deposit: TChainDepositItem }) {
  const { t } = useTranslation();
  const why = deposit.notCredited;
  const text =
    why?.reason === 'below_minimum'
      ? t('recharge.chainDeposit.belowMinimum', { minimum: why.minimum, coin: why.coin })
      : t('recharge.chainDeposit.contactSupport');
  return (
    <div className={styles.notCredited} data-testid="chain-deposit-not-credited">
      {text}
    </div>
  );
}

function IncomingDeposit({ deposit, coin, timeZone }: { deposit: TChainDepositItem; coin: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const progress = Math.min(100, (deposit.confirmations / Math.max(1, deposit.confirmationsNeeded)) * 100);
  return (
    <li className={styles.item} data-testid="chain-deposit" data-tx-hash={deposit.txHash} data-status={deposit.status}>
      <div className={styles.head}>
        <span className={styles.amount} data-testid="chain-deposit-amount">
          {deposit.amount} {coin}
        </span>
        <DepositStatus deposit={deposit} />
      </div>
      <div className={styles.meta}>
        {deposit.network} · {t('recharge.chainDeposit.tx', { hash: shortHash(deposit.txHash) })} · {formatDateTime(deposit.seenAt, timeZone)}
      </div>
      {deposit.status === 'unmatched' && <NotCreditedNote deposit={deposit} />}
      {deposit.orderNo !== null && <div className={styles.meta}>{t('recharge.chainDeposit.order', { orderNo: deposit.orderNo })}</div>}
      {deposit.status === 'seen' && (
        <ProgressBar
          className={styles.progress}
          percent={progress}
          aria-label={t('recharge.chainDeposit.confirming', { count: deposit.confirmations, needed: deposit.confirmationsNeeded })}
        />
      )}
    </li>
  );
}

/**
 * "Incoming deposits" under the member's own address: what the chain watcher has seen arriving on
 * this network, counting its confirmations up live (the chainDeposit push), then credited, or
 * dropped when its block was replaced before it was credited, or not credited automatically (below
 * the minimum), with what to do about it.
 */
export function IncomingDeposits({ network, coin }: { network: string; coin: string }) {
  const { t } = useTranslation();
  useLiveChainDeposits();
  const deposits = useChainDeposits();
  const timeZone = useSession((state) => state.user?.timeZone);
  return (
    <Card title={t('recharge.chainDeposit.title')} flush>
      <Loaded query={deposits} card={false}>
        {(list) => {
          const onNetwork = list.filter((deposit) => deposit.network.toUpperCase() === network.toUpperCase());
          if (onNetwork.length === 0) return <p className={styles.empty}>{t('recharge.chainDeposit.empty')}</p>;
          return (
            <ul className={styles.list} aria-label={t('recharge.chainDeposit.title')}>
              {onNetwork.map((deposit) => (
                <IncomingDeposit key={`${deposit.network}:${deposit.txHash}:${deposit.logIndex}`} deposit={deposit} coin={coin} timeZone={timeZone} />
              ))}
            </ul>
          );
        }}
      </Loaded>
    </Card>
  );
}
