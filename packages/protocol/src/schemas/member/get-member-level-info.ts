import { z } from 'zod';
import { ZEmpty } from '../shared.js';
import { ZTaskLevel } from '../task/task-level.js';

export const ZGetMemberLevelInfoRequest = ZEmpty;

/** The member's level, every level's published rules, and what the next level needs. */
export const ZGetMemberLevelInfoResponse = z.object({
  level: z.number().int(),
  levelName: z.string(),
  /** Paid goods orders of all time. */
  completedTotal: z.number().int().min(0),
  levels: z.array(ZTaskLevel),
  nextLevel: ZTaskLevel.nullable(),
});
export type TGetMemberLevelInfoResponse = z.infer<typeof ZGetMemberLevelInfoResponse>;
