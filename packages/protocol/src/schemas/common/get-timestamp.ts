import { z } from 'zod';
import { ZEmpty } from '../shared.js';

export const ZGetTimestampRequest = ZEmpty;
export const ZGetTimestampResponse = z.object({ timestamp: z.number().int() });
