/**
 * Under `member`: the launch sequence drops every `member` query when the session ends, so one
 * member's contracts are never shown to the next.
 */
export const CONTRACT_ORDERS_KEY = ['member', 'contract', 'orders'] as const;
