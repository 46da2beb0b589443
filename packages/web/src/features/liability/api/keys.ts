/** Every query of proof of liabilities starts with this. */
export const LIABILITY_KEY = ['liability'] as const;
