/** The member's price alerts: one key, read again after each change and when an alert fires. */
export const PRICE_ALERTS_KEY = ['member', 'price-alerts'] as const;
