/** Query keys of the task feature: everything under `task` is refreshed after a grab or a payment. */
export const TASK_KEY = ['task'] as const;
export const TASK_INFO_KEY = ['task', 'info'] as const;
export const TASK_COUNTDOWN_KEY = ['task', 'countdown'] as const;
export const TASK_ORDERS_KEY = ['task', 'orders'] as const;
export const TASK_LEVEL_KEY = ['task', 'level'] as const;

export function taskOrderKey(orderNo: string) {
  return ['task', 'order', orderNo] as const;
}
