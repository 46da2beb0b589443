/** Every query about the member's letters starts with this: one invalidation refreshes them all. */
export const LETTER_KEY = ['member', 'letters'] as const;
