import type { TSecondsOption } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useDeferredValue, useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { ROUTE, href } from '../../../config/routes';
import { cx } from '../../../lib/class-names';
import { formatMoney } from '../../../lib/money';
import { useShownCurrency } from '../../../lib/use-shown-currency';
import { useSecondsOption } from '../api/get-seconds-option';
import { useTypeOption } from '../api/get-type-option';
import { useContractSigning } from '../hooks/use-contract-signing';
import { useFollowedContract } from '../hooks/use-followed-contract';
import { amountFieldError, chosenOption, contractFormSchema } from '../lib/contract-form';
import { amountProblem, contractQuote, type AmountProblem } from '../lib/contract-quote';
import { ContractSummary } from './contract-summary';
import { DirectionPicker } from './direction-picker';
import { DurationChips } from './duration-chips';
import { FollowedContractCard } from './followed-contract-card';
import { QuickAmounts } from './quick-amounts';
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
  // The form's first render (its fields, chips and checks) is the page's heaviest: it is drawn from
  // deferred copies of the lists, in slices after their arrival rather than in one long task (issue 21).
  const typeList = useDeferredValue(types.data);
  const optionList = useDeferredValue(options.data);
  if (typeList === undefined || optionList === undefined) {
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
  if (!typeList.some((type) => type.allname === props.symbol) || optionList.length === 0) {
    return (
      <Card>
        <p className={styles.note}>{t('contract.notOffered', { pair: props.symbol })}</p>
      </Card>
    );
  }
  return <ContractForm {...props} options={optionList} />;
}

function ContractForm({ symbol, available, onBalanceChanged, options }: ContractPanelProps & { options: readonly TSecondsOption[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const describeProblem = (problem: Exclude<AmountProblem, 'empty'>, option: TSecondsOption) =>
    t(`contract.amountProblems.${problem}`, { min: formatMoney(option.minAmount), max: formatMoney(option.maxAmount), currency: option.currency });
  const { control, handleSubmit, trigger } = useSchemaForm(contractFormSchema({ symbol, options, available, describe: describeProblem }), {
    defaultValues: { direction: 'up', seconds: options[0]?.seconds ?? 0, amount: '' },
    isLive: true,
  });
  const directionField = useController({ control, name: 'direction' }).field;
  const secondsField = useController({ control, name: 'seconds' }).field;
  const amountField = useTextController(control, 'amount');
  const direction = directionField.value;
  const amount = amountField.value;
  // The contract running on this pair (placed now, or before the member left the page) and its result.
  const { followed, result: settled, follow, dismiss } = useFollowedContract(symbol);
  const signing = useContractSigning({ symbol, follow, onBalanceChanged });

  const option = chosenOption(options, secondsField.value);
  // The balance is the member's own money: its currency is blanked where spec section 3 says.
  const balanceCurrency = useShownCurrency(option?.currency ?? '');
  const settledId = settled?.orderId;
  useEffect(() => {
    // The payout (or the returned stake) is in the balance now.
    if (settledId !== undefined) onBalanceChanged();
  }, [settledId, onBalanceChanged]);
  useEffect(() => {
    // A balance loaded or changed may make the amount typed too much, or enough again.
    void trigger('amount');
  }, [available, trigger]);

  if (option === undefined) return null;
  if (followed !== null) return <FollowedContractCard followed={followed} settled={settled} onDismiss={dismiss} />;
  const problem = amountProblem(amount, option, available);
  const quote = problem === null || problem === 'aboveBalance' ? contractQuote(amount, option) : null;
  const currency = option.currency;

  const amountError = amountFieldError(amount, amountField.error, problem, () => describeProblem('aboveBalance', option));
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
        <DirectionPicker value={direction} onChange={directionField.onChange} />
        <DurationChips
          options={options}
          value={option.seconds}
          onChange={(seconds) => {
            secondsField.onChange(seconds);
            // The amount's limits are the new duration's.
            void trigger('amount');
          }}
        />
        <TextField
          label={t('contract.amount', { currency })}
          {...amountField}
          error={amountError}
          hint={t('contract.limits', { min: formatMoney(option.minAmount), max: formatMoney(option.maxAmount), currency })}
          inputMode="decimal"
          placeholder={t('contract.amountPlaceholder')}
          maxLength={16}
        />
        <QuickAmounts option={option} available={available} amount={amount} onPick={amountField.onChange} />
        {available !== undefined && <p className={styles.available}>{t('contract.available', { amount: formatMoney(available), currency: balanceCurrency })}</p>}
        {quote !== null && <ContractSummary quote={quote} currency={currency} yieldPercent={option.yieldPercent} t={t} />}
        <Button
          block
          shape="rounded"
          className={cx(styles.sign, styles[direction])}
          loading={signing.isPending}
          onClick={() => {
            void handleSubmit((contract) => signing.confirmAndSign(contract, option))();
          }}
        >
          {t(`contract.signDirection.${direction}`)}
        </Button>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            void navigate(ROUTE.transparency);
          }}
        >
          {t('contract.figuresLink')}
        </button>
      </section>
    </Card>
  );
}
