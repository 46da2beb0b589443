export * from './bytes.js';
export * from './merkle.js';
export * from './tree-levels.js';
export * from './tick-chain.js';
export * from './verify-contract-proof.js';
export * from './merkle-sum.js';
export * from './ledger-units.js';
export * from './liability-proof-check.js';
