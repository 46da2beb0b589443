import type { TSecondsOption } from '@meridian/protocol';
import { Dialog } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/money';
import type { TCheckedContract } from '../lib/contract-form';
import type { ContractQuote } from '../lib/contract-quote';
import { ContractSummary } from './contract-summary';
import styles from './contract-panel.module.css';

interface ConfirmContractOptions {
  symbol: string;
  contract: TCheckedContract;
  option: TSecondsOption;
  quote: ContractQuote;
  /** Passed in: the dialog renders outside the page's tree. */
  t: TFunction;
}

/** The last look before signing: pair, direction, duration, amount and the terms. Resolves true on sign. */
export function confirmContract({ symbol, contract, option, quote, t }: ConfirmContractOptions): Promise<boolean> {
  const { currency } = option;
  return Dialog.confirm({
    title: t('contract.confirmTitle', { pair: symbol, direction: t(`contract.directions.${contract.direction}`), seconds: contract.seconds }),
    content: (
      <div>
        <p className={styles.confirmAmount}>{t('contract.confirmAmount', { amount: formatMoney(contract.amount), currency })}</p>
        <ContractSummary quote={quote} currency={currency} yieldPercent={option.yieldPercent} t={t} />
      </div>
    ),
    confirmText: t('contract.sign'),
    cancelText: t('common.cancel'),
  });
}
