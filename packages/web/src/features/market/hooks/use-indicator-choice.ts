import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useHydrated } from '../../../lib/hydration';
import { persistedStorage } from '../../../lib/persisted-store';
import { STORAGE_KEY } from '../../../lib/storage';
import { DEFAULT_INDICATORS, KLINE_INDICATORS, toggledIndicators, type KLineIndicator } from '../lib/kline-indicators';

const ZIndicatorChoice = z.object({ chosen: z.array(z.enum(KLINE_INDICATORS)) });

interface IndicatorChoiceState {
  chosen: readonly KLineIndicator[];
  toggle: (indicator: KLineIndicator) => void;
}

/** The indicators on the K-line chart, as this device's member last chose them: kept until changed. */
export const useIndicatorChoice = create<IndicatorChoiceState>()(
  persist(
    (set) => ({
      chosen: DEFAULT_INDICATORS,
      toggle: (indicator) => {
        set(({ chosen }) => ({ chosen: toggledIndicators(chosen, indicator) }));
      },
    }),
    {
      name: STORAGE_KEY.klineIndicators,
      storage: persistedStorage(STORAGE_KEY.klineIndicators, ZIndicatorChoice, null),
      partialize: ({ chosen }) => ({ chosen: [...chosen] }),
    },
  ),
);

/**
 * The chosen indicators as the page draws them. While the page hydrates the build's HTML, which
 * knew no member's choice, the defaults; the member's own right after.
 */
export function useChosenIndicators(): readonly KLineIndicator[] {
  const hydrated = useHydrated();
  const chosen = useIndicatorChoice((state) => state.chosen);
  return hydrated ? chosen : DEFAULT_INDICATORS;
}
