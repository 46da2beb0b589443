import { z } from 'zod/mini';
import { ZPageRequest, zPage } from '../shared.js';

export const ACTIVITY_STATUSES = ['ongoing', 'upcoming', 'ended'] as const;
export const ZActivityStatus = z.enum(ACTIVITY_STATUSES);
export type TActivityStatus = z.infer<typeof ZActivityStatus>;

/** An activity (promotion, event) as the list shows it. */
export const ZActivity = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  /** Path of the cover image on this server. */
  image: z.string(),
  /** Epoch ms; null when it has no start (always on) or no end (open-ended). */
  startsAt: z.nullable(z.int()),
  endsAt: z.nullable(z.int()),
  /** Where it stands at the server's now. */
  status: ZActivityStatus,
  createdAt: z.int(),
});
export type TActivity = z.infer<typeof ZActivity>;

/** Enabled activities: ongoing first, then upcoming, then ended; the operator's order within each. */
export const ZGetActivityPageRequest = z.strictObject(ZPageRequest.shape);
export type TGetActivityPageRequest = z.input<typeof ZGetActivityPageRequest>;
export const ZGetActivityPageResponse = zPage(ZActivity);
export type TGetActivityPageResponse = z.infer<typeof ZGetActivityPageResponse>;
