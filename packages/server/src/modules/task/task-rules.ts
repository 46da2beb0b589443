import { type TTaskLevel, type TaskLevelRule } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { TTaskSettings } from '../../settings/task-settings.js';

/** The published task rules, in the platform currency (the company setting's). */
export interface TaskRules extends TTaskSettings {
  currency: string;
}

export async function loadTaskRules(deps: Pick<AppDeps, 'settings'>): Promise<TaskRules> {
  const [settings, company] = await Promise.all([deps.settings.get('task'), deps.settings.get('company')]);
  return { ...settings, currency: company.currency };
}

/** A level as members see it. */
export function toTaskLevel(rule: TaskLevelRule): TTaskLevel {
  return {
    level: rule.level,
    levelName: rule.name,
    completedTasksNeeded: rule.completedTasksNeeded,
    tasksPerDay: rule.tasksPerDay,
    commissionPercent: rule.commissionPercent,
  };
}

/** The levels in the order members climb them. */
export function publishedLevels(levels: readonly TaskLevelRule[]): TTaskLevel[] {
  return [...levels].sort((a, b) => a.completedTasksNeeded - b.completedTasksNeeded || a.level - b.level).map(toTaskLevel);
}
