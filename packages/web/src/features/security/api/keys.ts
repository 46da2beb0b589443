/** Every query of the security centre starts with this. */
export const SECURITY_KEY = ['security'] as const;
