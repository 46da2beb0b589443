import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetAppConfigRequest = ZEmpty;
export const ZAppConfig = z.object({
  /** Changes when a new app is deployed; a change prompts 'New version detected'. */
  version: z.string(),
  themeColor: z.string(),
  /** Shows the record tab in the tab bar (spec section 2, second source). */
  recordTabEnabled: z.boolean(),
  appDownloadUrl: z.string(),
});
export const ZCompanyConfig = z.object({
  companyName: z.string(),
  currency: z.string(),
  logo: z.string(),
  /**
   * Spec section 3: "for one particular company name the currency is blanked after 2 s". The
   * name it applies to is the operator's to set; empty (the default) means never.
   */
  currencyBlankedFor: z._default(z.string(), ''),
});
export const ZGetAppConfigResponse = z.object({ appConfig: ZAppConfig, companyConfig: ZCompanyConfig });
export type TAppConfig = z.infer<typeof ZAppConfig>;
export type TCompanyConfig = z.infer<typeof ZCompanyConfig>;
export type TGetAppConfigResponse = z.infer<typeof ZGetAppConfigResponse>;
