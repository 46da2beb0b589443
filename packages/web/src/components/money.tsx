import { currencyLabel, formatMoney } from '../lib/money';

interface MoneyProps {
  amount: string;
  currency?: string;
  className?: string;
}

/** An amount with 2 decimals (decimal.js, never a float), with its currency when given. */
export function Money({ amount, currency, className }: MoneyProps) {
  return (
    <span className={className}>
      {currency !== undefined && currency !== '' && <span>{currencyLabel(currency)} </span>}
      <span>{formatMoney(amount)}</span>
    </span>
  );
}
