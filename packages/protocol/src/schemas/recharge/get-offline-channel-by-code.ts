import { z } from 'zod';
import { ZOfflineRechargeMethod } from './get-offline-recharge-method.js';
import { ZRechargeBank } from './get-enable-banks.js';
import { ZRechargeCode } from './recharge-order.js';

/** One offline method and the banks it has payee accounts at. */
export const ZGetOfflineChannelByCodeRequest = z.object({ code: ZRechargeCode }).strict();
export type TGetOfflineChannelByCodeRequest = z.infer<typeof ZGetOfflineChannelByCodeRequest>;

export const ZGetOfflineChannelByCodeResponse = ZOfflineRechargeMethod.extend({ banks: z.array(ZRechargeBank) });
export type TGetOfflineChannelByCodeResponse = z.infer<typeof ZGetOfflineChannelByCodeResponse>;
