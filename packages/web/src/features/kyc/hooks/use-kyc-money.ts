import { useTranslation } from 'react-i18next';
import { amountWithCurrency, formatMoney } from '../../../lib/money';
import { useShownCurrency } from '../../../lib/use-shown-currency';

/** A limit or an amount in the platform currency as the page shows it; a null limit is "No limit". */
export function useKycMoney(currency: string): (amount: string | null) => string {
  const { t } = useTranslation();
  const shown = useShownCurrency(currency);
  return (amount) => (amount === null ? t('kyc.noLimit') : amountWithCurrency(formatMoney(amount), shown));
}
