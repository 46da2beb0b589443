import type { TTaskSettings } from '@meridian/protocol';

/** Goods-order tasks' terms (the schema is the protocol's ZTaskSettings). */
export type { TTaskSettings } from '@meridian/protocol';

export const DEFAULT_TASK_SETTINGS: TTaskSettings = {
  levels: [
    { level: 1, name: 'VIP1', completedTasksNeeded: 0, tasksPerDay: 5, commissionPercent: '0.5' },
    { level: 2, name: 'VIP2', completedTasksNeeded: 20, tasksPerDay: 8, commissionPercent: '0.7' },
    { level: 3, name: 'VIP3', completedTasksNeeded: 60, tasksPerDay: 12, commissionPercent: '0.9' },
    { level: 4, name: 'VIP4', completedTasksNeeded: 150, tasksPerDay: 16, commissionPercent: '1.1' },
    { level: 5, name: 'VIP5', completedTasksNeeded: 300, tasksPerDay: 20, commissionPercent: '1.3' },
  ],
  grabIntervalSeconds: 30,
  referralPercents: ['10', '5', '2'],
};
