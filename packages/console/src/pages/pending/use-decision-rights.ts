import { useCan } from '@refinedev/core';

function useMay(action: string): boolean {
  return useCan({ resource: 'pending', action }).data?.can ?? false;
}

/** Which decisions the signed-in operator's role may take, by command. */
export function useDecisionRights() {
  return {
    'recharge-approve': useMay('recharge-approve'),
    'recharge-reject': useMay('recharge-reject'),
    'withdrawal-pay': useMay('withdrawal-pay'),
    'withdrawal-reject': useMay('withdrawal-reject'),
  };
}

export type DecisionRights = ReturnType<typeof useDecisionRights>;
