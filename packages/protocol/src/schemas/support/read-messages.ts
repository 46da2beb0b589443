import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** The member has seen support's messages: the unread count goes to 0. */
export const ZReadMessagesRequest = ZEmpty;
export const ZReadMessagesResponse = z.object({ unread: z.literal(0) });
