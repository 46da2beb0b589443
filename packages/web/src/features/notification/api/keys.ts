/** Every query about the member's notifications starts with this: one invalidation refreshes the bell and the list. */
export const NOTIFICATION_KEY = ['member', 'notifications'] as const;

export const NOTIFICATION_UNREAD_NUM_KEY = [...NOTIFICATION_KEY, 'unread'] as const;
export const NOTIFICATION_PAGE_KEY = [...NOTIFICATION_KEY, 'page'] as const;
