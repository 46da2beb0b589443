import { TOAST_MS, type TContractSettlementPush } from '@meridian/protocol';
import { ROUTE } from '../../config/routes';
import { i18n } from '../../i18n';
import { withToast } from '../../lib/overlays';
import { settlementOutcome, shownProfit } from './lib/settlement-outcome';

/** Whether the page on screen is the K-line of `pair`, whose contract panel shows the result itself. */
function isOnChartOf(pair: string): boolean {
  const [path = '', query = ''] = window.location.hash.replace(/^#/, '').split('?');
  return path === ROUTE.kline && new URLSearchParams(query).get('symbol') === pair;
}

/**
 * sys_push_contract_short_settlement, wherever the member is: a short notice of how the contract
 * ended (pair, direction, outcome, profit), so nobody has to open the bet record to learn it. The
 * K-line of the contract's own pair shows the result in its panel instead.
 */
export function showSettlementNotice(settlement: TContractSettlementPush): void {
  if (isOnChartOf(settlement.allname)) return;
  const outcome = settlementOutcome(settlement.status, settlement.profit);
  const text = i18n.t('contract.settledNotice', {
    pair: settlement.allname,
    direction: i18n.t(`contract.directions.${settlement.direction}`),
    outcome: i18n.t(`contract.outcomes.${outcome}`),
    profit: shownProfit(outcome, settlement.profit),
  });
  withToast((Toast) => {
    Toast.show({ content: text, duration: TOAST_MS });
  });
}
