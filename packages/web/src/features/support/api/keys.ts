/** Every query about the member's conversation with support starts with this. */
export const SUPPORT_KEY = ['support'] as const;
export const SUPPORT_CONVERSATION_KEY = [...SUPPORT_KEY, 'conversation'] as const;
