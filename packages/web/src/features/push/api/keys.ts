/** This browser's push state and the member's push settings and devices: one key, read again after each change. */
export const PUSH_STATE_KEY = ['member', 'push'] as const;
