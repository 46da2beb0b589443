import { z } from 'zod/mini';
import { ZOfflineRechargeMethod } from './get-offline-recharge-method.js';
import { ZRechargeBank } from './get-enable-banks.js';
import { ZRechargeCode } from './recharge-order.js';

/** One offline method and the banks it has payee accounts at. */
export const ZGetOfflineChannelByCodeRequest = z.strictObject({ code: ZRechargeCode });
export type TGetOfflineChannelByCodeRequest = z.infer<typeof ZGetOfflineChannelByCodeRequest>;

export const ZGetOfflineChannelByCodeResponse = z.extend(ZOfflineRechargeMethod, { banks: z.array(ZRechargeBank) });
export type TGetOfflineChannelByCodeResponse = z.infer<typeof ZGetOfflineChannelByCodeResponse>;
