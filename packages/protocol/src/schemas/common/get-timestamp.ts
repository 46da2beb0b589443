import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetTimestampRequest = ZEmpty;
export const ZGetTimestampResponse = z.object({ timestamp: z.int() });
