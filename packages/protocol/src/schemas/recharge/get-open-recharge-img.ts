import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetOpenRechargeImgRequest = ZEmpty;

/** The banner the recharge page shows; `url` is empty when the operator set none. */
export const ZGetOpenRechargeImgResponse = z.object({ url: z.string() });
export type TGetOpenRechargeImgResponse = z.infer<typeof ZGetOpenRechargeImgResponse>;
