/**
 * `@meridian/server`: what another package needs to run Meridian in its own process (the journeys
 * in e2e/, the benchmarks in bench/). Everything else in this package is its own business; the
 * `exports` map in package.json names this file and its siblings and nothing else, so a change
 * inside the server never breaks a caller that reached into a file.
 */
export { startServer, type RunningServer, type StartOptions } from '../start-server.js';
export { SYSTEM_CLOCK, type Clock } from '../market/clock.js';
export { loadConfig, type Config } from '../env.js';
export { DEFAULT_LIMITS } from '../security/limits.js';
export { deleteRedisKeys } from '../ops/redis-prefix.js';
export { openDatabase, databaseTarget, type Database } from '../db/client.js';
export { openSeededDatabase } from '../app.js';
// bench:deposits runs a development chain of its own (anvil, the demo token, transfers mined on
// demand) for a server configured to read it, and reads the watcher's tables to check every credit.
export { startAnvil, type RunningAnvil } from '../chain/dev/anvil-process.js';
export { DEV_CHAIN_ID, devChainClients, type DevChainClients } from '../chain/dev/dev-chain-clients.js';
export { DEMO_USDT_DECIMALS, deployDemoToken, mintDemoUsdt } from '../chain/dev/demo-token.js';
export { DEMO_USDT_ARTIFACT } from '../chain/dev/demo-usdt-artifact.js';
export { chainCursors, chainDeposits, rechargeOrders } from '../db/schema/index.js';
export { DEFAULT_CHAIN_TIMING } from '../chain/chain-config.js';
// Brings in the server's declaration of `app.deps`, for callers that read a running app's parts.
export type {} from '../app.js';
