import { create } from 'zustand';

/**
 * The bank the member chose on offselectbank, per bank-transfer method, for the offpay page they
 * go back to. Kept for this visit only: a new visit starts from the method's first bank.
 */
interface BankChoiceState {
  chosen: Readonly<Record<string, string>>;
  choose: (methodCode: string, bankCode: string) => void;
}

export const useBankChoice = create<BankChoiceState>()((set) => ({
  chosen: {},
  choose: (methodCode, bankCode) => {
    set((state) => ({ chosen: { ...state.chosen, [methodCode]: bankCode } }));
  },
}));
