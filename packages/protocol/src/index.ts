export * from './paths.js';
export * from './codes.js';
export * from './envelope.js';
export * from './events.js';
export * from './rules/index.js';
export * from './schemas/index.js';
export * from './proofs/index.js';
export * from './admin/index.js';
