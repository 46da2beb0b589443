export * from './members.js';
export * from './sessions.js';
export * from './captcha-challenges.js';
export * from './verification-codes.js';
export * from './uploads.js';
export * from './settings.js';
export * from './rate-limits.js';
export * from './ledger.js';
