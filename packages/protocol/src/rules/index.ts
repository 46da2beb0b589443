export * from './validators.js';
export * from './time-zone.js';
export * from './rate.js';
export * from './relative-time.js';
export * from './languages.js';
export * from './notice-preview.js';
export * from './money.js';
