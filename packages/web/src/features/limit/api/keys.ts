/** Every query of the member's trading limits starts with this: the member's own data. */
export const LIMIT_KEY = ['member', 'limit'] as const;
