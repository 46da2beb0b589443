import type { ContractDirection, TContractOrder, TSecondsOption } from '@meridian/protocol';
import { Button, Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { ROUTE, href } from '../../../config/routes';
import { useContractList } from '../../../lib/contract-list-store';
import { cx } from '../../../lib/class-names';
import { formatMoney, formatRecordedPrice } from '../../../lib/money';
import { useSecondsOption } from '../api/get-seconds-option';
import { useTypeOption } from '../api/get-type-option';
import { useSignContract } from '../api/sign-contract';
import { amountProblem, contractQuote, quickAmounts } from '../lib/contract-quote';
import { newRequestId } from '../../../lib/request-id';
import { ContractResult } from './contract-result';
import { ContractSummary } from './contract-summary';
import { CountdownRing } from './countdown-ring';
import { DirectionPicker } from './direction-picker';
import { DurationChips } from './duration-chips';
import styles from './contract-panel.module.css';

export interface ContractPanelProps {
  /** The pair of the K-line page, e.g. `BTC/USDT`. */
  symbol: string;
  /** The member's available balance; undefined while it loads. */
  available: string | undefined;
  /** The stake moved to held, or a settlement paid out: the balance must be loaded again. */
  onBalanceChanged: () => void;
}

/** The contract panel under the K-line: choose, see the terms, confirm, watch it run, see the result. */
export function ContractPanel(props: ContractPanelProps) {
  const { t } = useTranslation();
  const types = useTypeOption();
  const options = useSecondsOption();
  if (types.data === undefined || options.data === undefined) {
    return (
      <Card>
        <QueryState
          isError={types.isError || options.isError}
          onRetry={() => {
            void types.refetch();
            void options.refetch();
          }}
        />
      </Card>
    );
  }
  if (!types.data.some((type) => type.allname === props.symbol) || options.data.length === 0) {
    return (
      <Card>
        <p className={styles.note}>{t('contract.notOffered', { pair: props.symbol })}</p>
      </Card>
    );
  }
  return <ContractForm {...props} options={options.data} />;
}

interface Placed {
  order: TContractOrder;
  /** The server's clock minus the device's when the order came back. */
  skewMs: number;
}

function ContractForm({ symbol, available, onBalanceChanged, options }: ContractPanelProps & { options: readonly TSecondsOption[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [direction, setDirection] = useState<ContractDirection>('up');
  const [seconds, setSeconds] = useState(() => options[0]?.seconds ?? 0);
  const [amount, setAmount] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const sign = useSignContract();
  const settlement = useContractList((state) => state.list[0]);
  const isWaiting = useContractList((state) => state.waiting);
  const startWaiting = useContractList((state) => state.startWaiting);

  const option = options.find((each) => each.seconds === seconds) ?? options[0];
  const settled = placed !== null && settlement?.orderId === placed.order.id ? settlement : undefined;
  const settledId = settled?.orderId;
  useEffect(() => {
    // The payout (or the returned stake) is in the balance now.
    if (settledId !== undefined) onBalanceChanged();
  }, [settledId, onBalanceChanged]);

  if (option === undefined) return null;
  const problem = amountProblem(amount, option, available);
  const quote = problem === null || problem === 'aboveBalance' ? contractQuote(amount, option) : null;
  const currency = option.currency;

  const confirm = async () => {
    setTouched(true);
    if (problem !== null || quote === null) return;
    const isConfirmed = await Dialog.confirm({
      title: t('contract.confirmTitle', { pair: symbol, direction: t(`contract.directions.${direction}`), seconds: option.seconds }),
      content: (
        <div>
          <p className={styles.confirmAmount}>{t('contract.confirmAmount', { amount: formatMoney(amount), currency })}</p>
          <ContractSummary quote={quote} currency={currency} yieldPercent={option.yieldPercent} t={t} />
        </div>
      ),
      confirmText: t('contract.sign'),
      cancelText: t('common.cancel'),
    });
    if (!isConfirmed) return;
    try {
      const order = await sign.mutateAsync({ allname: symbol, direction, seconds: option.seconds, amount: amount.trim(), requestId: newRequestId() });
      startWaiting();
      setPlaced({ order, skewMs: order.createdAt - Date.now() });
      onBalanceChanged();
    } catch {
      // The request wrapper has told the member why (and gone to recharge or the record where it should).
    }
  };

  if (placed !== null && settled !== undefined) {
    return (
      <Card>
        <ContractResult
          settlement={settled}
          onOpen={() => {
            void navigate(href(ROUTE.betDetail, { orderNo: placed.order.orderNo }));
          }}
          onDismiss={() => {
            setPlaced(null);
          }}
        />
      </Card>
    );
  }

  if (placed !== null && isWaiting) {
    const { order } = placed;
    return (
      <Card>
        <section className={styles.running} aria-label={t('contract.running')}>
          <CountdownRing expiresAt={order.expiresAt} totalSeconds={order.seconds} skewMs={placed.skewMs} />
          <p className={styles.runningLine}>
            {t('contract.runningLine', {
              direction: t(`contract.directions.${order.direction}`),
              amount: formatMoney(order.amount),
              currency: order.currency,
              price: formatRecordedPrice(order.purchasePrice),
            })}
          </p>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              void navigate(href(ROUTE.betDetail, { orderNo: order.orderNo }));
            }}
          >
            {t('contract.viewDetail')}
          </button>
        </section>
      </Card>
    );
  }

  const amountError = isTouched && problem !== null && problem !== 'empty' ? t(`contract.amountProblems.${problem}`, { min: formatMoney(option.minAmount), max: formatMoney(option.maxAmount), currency }) : undefined;
  return (
    <Card>
      <section className={styles.panel} aria-label={t('contract.panel')}>
        <div className={styles.header}>
          <h2 className={styles.title}>{t('contract.title')}</h2>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              void navigate(href(ROUTE.contractRecord, { symbol }));
            }}
          >
            {t('contract.records')}
          </button>
        </div>
        <DirectionPicker value={direction} onChange={setDirection} />
        <DurationChips options={options} value={option.seconds} onChange={setSeconds} />
        <TextField
          label={t('contract.amount', { currency })}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setTouched(true);
          }}
          error={amountError}
          hint={t('contract.limits', { min: formatMoney(option.minAmount), max: formatMoney(option.maxAmount), currency })}
          inputMode="decimal"
          placeholder={t('contract.amountPlaceholder')}
          maxLength={16}
        />
        <div className={styles.quick} role="group" aria-label={t('contract.quickAmounts')}>
          {quickAmounts(option, available).map((pick) => (
            <button
              key={pick}
              type="button"
              aria-pressed={amount === pick}
              className={cx(styles.quickChip, amount === pick && styles.picked)}
              onClick={() => {
                setAmount(pick);
                setTouched(true);
              }}
            >
              {formatMoney(pick)}
            </button>
          ))}
        </div>
        {available !== undefined && <p className={styles.available}>{t('contract.available', { amount: formatMoney(available), currency })}</p>}
        {quote !== null && <ContractSummary quote={quote} currency={currency} yieldPercent={option.yieldPercent} t={t} />}
        <Button
          block
          shape="rounded"
          className={cx(styles.sign, styles[direction])}
          loading={sign.isPending}
          onClick={() => {
            void confirm();
          }}
        >
          {t(`contract.signDirection.${direction}`)}
        </Button>
      </section>
    </Card>
  );
}
