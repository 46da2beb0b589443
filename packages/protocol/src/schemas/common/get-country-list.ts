import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetCountryListRequest = ZEmpty;
export const ZCountry = z.object({ code: z.string(), name: z.string(), dialCode: z.string() });
export const ZGetCountryListResponse = z.object({ list: z.array(ZCountry) });
export type TCountry = z.infer<typeof ZCountry>;
