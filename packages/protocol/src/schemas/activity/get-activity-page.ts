import { z } from 'zod';
import { ZPageRequest, zPage } from '../shared.js';

export const ACTIVITY_STATUSES = ['ongoing', 'upcoming', 'ended'] as const;
export const ZActivityStatus = z.enum(ACTIVITY_STATUSES);
export type TActivityStatus = z.infer<typeof ZActivityStatus>;

/** An activity (promotion, event) as the list shows it. */
export const ZActivity = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Path of the cover image on this server. */
  image: z.string(),
  /** Epoch ms; null when it has no start (always on) or no end (open-ended). */
  startsAt: z.number().int().nullable(),
  endsAt: z.number().int().nullable(),
  /** Where it stands at the server's now. */
  status: ZActivityStatus,
  createdAt: z.number().int(),
});
export type TActivity = z.infer<typeof ZActivity>;

/** Enabled activities: ongoing first, then upcoming, then ended; the operator's order within each. */
export const ZGetActivityPageRequest = ZPageRequest.strict();
export type TGetActivityPageRequest = z.input<typeof ZGetActivityPageRequest>;
export const ZGetActivityPageResponse = zPage(ZActivity);
export type TGetActivityPageResponse = z.infer<typeof ZGetActivityPageResponse>;
