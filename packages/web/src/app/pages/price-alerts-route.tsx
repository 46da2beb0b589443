import { PriceAlertsPage } from '../../features/alert/pages/price-alerts-page';
import { useOpenCurrencyList } from '../../features/market/api/get-open-currency-list';
import { useLiveCurrencyList } from '../../features/market/hooks/use-live-currency-list';

/**
 * market/alerts: the member's price alerts with the market's pairs at their live prices, which the
 * form to set one starts at; the app is where the two features meet.
 */
export function PriceAlertsRoute() {
  const list = useOpenCurrencyList();
  const live = useLiveCurrencyList(list.data);
  return <PriceAlertsPage pairs={live.rows} />;
}
