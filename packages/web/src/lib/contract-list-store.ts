import { ZContractSettlementPush, type TContractSettlementPush } from '@meridian/protocol';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { STORAGE_KEY, getItem, removeItem, setItem } from './storage';

/**
 * The contract list (spec sections 3 and 4): the last settlement pushed by the live channel, kept
 * as a single-item list, and whether a placed contract is still waiting for it. It lives in lib so
 * the contract page (a feature) and the launch sequence (the app) share it.
 */
const ZContractList = z.array(ZContractSettlementPush);

interface ContractListState {
  list: TContractSettlementPush[];
  /** A contract was placed and its settlement has not arrived yet: the page shows an indicator. */
  waiting: boolean;
  startWaiting: () => void;
  /** sys_push_contract_short_settlement: the pushed object replaces the list; waiting ends. */
  settle: (settlement: TContractSettlementPush) => void;
  /** Launch (spec section 4): nothing of a previous visit is shown as just settled. */
  clear: () => void;
}

export const useContractList = create<ContractListState>()((set) => ({
  list: getItem(STORAGE_KEY.contractList, ZContractList) ?? [],
  waiting: false,
  startWaiting: () => {
    set({ waiting: true });
  },
  settle: (settlement) => {
    const list = [settlement];
    setItem(STORAGE_KEY.contractList, list);
    set({ list, waiting: false });
  },
  clear: () => {
    removeItem(STORAGE_KEY.contractList);
    set({ list: [], waiting: false });
  },
}));

/** The live channel's settlement push. */
export function handleContractSettlementPush(settlement: TContractSettlementPush): void {
  useContractList.getState().settle(settlement);
}
