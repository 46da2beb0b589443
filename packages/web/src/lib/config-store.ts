import { ZAppConfig, ZCompanyConfig, ZCustomerServiceConfig, type TAppConfig, type TCompanyConfig, type TCustomerServiceConfig } from '@meridian/protocol';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from './persisted-store';
import { DEFAULT_LIFETIME_SECONDS, STORAGE_KEY } from './storage';

/** Server configuration kept between visits (spec section 3), as a cache with the default lifetime. */
const ZConfig = z.object({
  appConfig: z.nullable(ZAppConfig),
  companyConfig: z.nullable(ZCompanyConfig),
  customerConfig: z.nullable(ZCustomerServiceConfig),
});
type ConfigData = z.infer<typeof ZConfig>;

interface ConfigActions {
  /** Stores the app and company config; true when a stored version was replaced by another. */
  setAppAndCompany: (appConfig: TAppConfig, companyConfig: TCompanyConfig) => boolean;
  setCustomerConfig: (customerConfig: TCustomerServiceConfig) => void;
}

export type ConfigState = ConfigData & ConfigActions;

export const useConfig = create<ConfigState>()(
  persist(
    (set, get) => ({
      appConfig: null,
      companyConfig: null,
      customerConfig: null,
      setAppAndCompany: (appConfig, companyConfig) => {
        const previous = get().appConfig;
        set({ appConfig, companyConfig });
        return previous !== null && previous.version !== appConfig.version;
      },
      setCustomerConfig: (customerConfig) => {
        set({ customerConfig });
      },
    }),
    {
      name: STORAGE_KEY.config,
      storage: persistedStorage(STORAGE_KEY.config, ZConfig, DEFAULT_LIFETIME_SECONDS),
      partialize: ({ appConfig, companyConfig, customerConfig }): ConfigData => ({ appConfig, companyConfig, customerConfig }),
    },
  ),
);

/** The default theme colour (spec section 9), used until the server's configuration arrives. */
export const DEFAULT_THEME_COLOR = '#0301c5';
