import { BetDetailPage } from '../../features/contract/pages/bet-detail-page';
import { ContractVerification } from '../../features/proof/components/contract-verification';

/** my/bet_detail: the contract, and under it the check of its ticks against the committed roots, run in this browser. */
export function BetDetailRoute() {
  return <BetDetailPage verification={(orderNo) => <ContractVerification orderNo={orderNo} />} />;
}
