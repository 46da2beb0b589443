import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetEmailEnableRequest = ZEmpty;
export const ZGetEmailEnableResponse = z.object({ enabled: z.boolean() });
