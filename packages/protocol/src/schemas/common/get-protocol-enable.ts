import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetProtocolEnableRequest = ZEmpty;
export const ZGetProtocolEnableResponse = z.object({ enabled: z.boolean(), agreementCode: z.string() });
