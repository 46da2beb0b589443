import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZTaskLevel } from '../task/task-level.js';

export const ZGetMemberLevelInfoRequest = ZEmpty;

/** The member's level, every level's published rules, and what the next level needs. */
export const ZGetMemberLevelInfoResponse = z.object({
  level: z.int(),
  levelName: z.string(),
  /** Paid goods orders of all time. */
  completedTotal: z.int().check(z.gte(0)),
  levels: z.array(ZTaskLevel),
  nextLevel: z.nullable(ZTaskLevel),
});
export type TGetMemberLevelInfoResponse = z.infer<typeof ZGetMemberLevelInfoResponse>;
