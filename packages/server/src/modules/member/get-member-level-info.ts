import { API, ZGetMemberLevelInfoRequest, ZGetMemberLevelInfoResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { readTaskProgress } from '../task/task-progress.js';
import { loadTaskRules, publishedLevels, toTaskLevel } from '../task/task-rules.js';

/** The caller's level (from paid goods orders alone) and every level's published rules. */
export const getMemberLevelInfoCall = defineCall({
  path: API.member.getMemberLevelInfo,
  request: ZGetMemberLevelInfoRequest,
  response: ZGetMemberLevelInfoResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const rules = await loadTaskRules(deps);
    const progress = await readTaskProgress(deps.db, memberId, rules, deps.clock.now());
    return {
      level: progress.level.level,
      levelName: progress.level.name,
      completedTotal: progress.completedTotal,
      levels: publishedLevels(rules.levels),
      nextLevel: progress.nextLevel ? toTaskLevel(progress.nextLevel) : null,
    };
  },
});
