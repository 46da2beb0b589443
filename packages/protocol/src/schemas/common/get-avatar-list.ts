import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetAvatarListRequest = ZEmpty;
export const ZGetAvatarListResponse = z.object({ list: z.array(z.string()) });
