import { currencyLabel, formatMoney } from '../lib/money';
import { useShownCurrency } from '../lib/use-shown-currency';

interface MoneyProps {
  amount: string;
  currency?: string;
  className?: string;
}

/**
 * An amount with 2 decimals (decimal.js, never a float), with its currency when given (unless
 * blanked: lib/use-shown-currency).
 */
export function Money({ amount, currency, className }: MoneyProps) {
  const shown = useShownCurrency(currency ?? '');
  return (
    <span className={className}>
      {shown !== '' && <span>{currencyLabel(shown)} </span>}
      <span>{formatMoney(amount)}</span>
    </span>
  );
}
