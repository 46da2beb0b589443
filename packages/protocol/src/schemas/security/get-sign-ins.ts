import { z } from 'zod/mini';
import { ZPageRequest, zPage } from '../shared.js';
import { ZSignIn } from './sign-in.js';

/** The member's own sign-ins of the last 90 days, newest first. */
export const ZGetSignInsRequest = z.strictObject(ZPageRequest.shape);
export type TGetSignInsRequest = z.infer<typeof ZGetSignInsRequest>;
export const ZGetSignInsResponse = zPage(ZSignIn);
export type TGetSignInsResponse = z.infer<typeof ZGetSignInsResponse>;
