import type { TSecondsOption } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { useContractList } from '../../../lib/contract-list-store';
import { afterNextPaint } from '../../../lib/next-task';
import { newRequestId } from '../../../lib/request-id';
import { useSignContract } from '../api/sign-contract';
import { confirmContract } from '../components/confirm-contract';
import type { TCheckedContract } from '../lib/contract-form';
import { contractQuote } from '../lib/contract-quote';
import type { FollowedContract } from './use-followed-contract';

interface ContractSigningOptions {
  symbol: string;
  /** Signed: the panel follows the new contract. */
  follow: (followed: FollowedContract) => void;
  /** The stake moved to held: the balance must be loaded again. */
  onBalanceChanged: () => void;
}

/** Signs a checked contract once the member has confirmed it in the dialog, then follows it. */
export function useContractSigning({ symbol, follow, onBalanceChanged }: ContractSigningOptions) {
  const { t } = useTranslation();
  const sign = useSignContract();
  const startWaiting = useContractList((state) => state.startWaiting);

  const confirmAndSign = async (contract: TCheckedContract, option: TSecondsOption) => {
    const quote = contractQuote(contract.amount, option);
    if (quote === null) return;
    const isConfirmed = await confirmContract({ symbol, contract, option, quote, t });
    if (!isConfirmed) return;
    // The dialog's closing is the tap's answer: it paints first, and the panel's re-render for the
    // pending order (a frame later, at most a tenth of a second) does not hold it back (issue 43).
    await afterNextPaint();
    try {
      const order = await sign.mutateAsync({ ...contract, requestId: newRequestId() });
      startWaiting();
      follow({ order, skewMs: order.createdAt - Date.now() });
      onBalanceChanged();
    } catch {
      // The request wrapper has told the member why (and gone to recharge or the record where it should).
    }
  };

  return { confirmAndSign, isPending: sign.isPending };
}
