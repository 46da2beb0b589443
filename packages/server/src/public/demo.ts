/**
 * `@meridian/server/demo`: the demo member a fresh database is seeded with, and the default terms
 * a fresh database starts on, for journeys that sign in as the demo and check what it sees.
 */
export { DEMO_MEMBER } from '../db/seed/seed-demo-data.js';
export { DEMO_OPERATOR } from '../db/seed/seed-demo-operator.js';
export { DEFAULT_CONTRACT_SETTINGS } from '../settings/contract-settings.js';
export { DEFAULT_INTEREST_SETTINGS } from '../settings/interest-settings.js';
export { DEFAULT_KYC_SETTINGS } from '../settings/kyc-settings.js';
export { DEFAULT_WITHDRAW_SETTINGS } from '../settings/withdraw-settings.js';
