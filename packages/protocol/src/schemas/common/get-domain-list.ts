import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetDomainListRequest = ZEmpty;
export const ZGetDomainListResponse = z.object({ domains: z.array(z.string()) });
