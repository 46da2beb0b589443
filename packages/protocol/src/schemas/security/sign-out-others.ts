import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** Ends every session of the member but the one asking; answers how many ended. */
export const ZSignOutOthersRequest = ZEmpty;
export const ZSignOutOthersResponse = z.object({ count: z.int().check(z.gte(0)) });
export type TSignOutOthersResponse = z.infer<typeof ZSignOutOthersResponse>;
