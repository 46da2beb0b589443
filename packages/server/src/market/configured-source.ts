import type { Config } from '../env.js';
import type { Clock } from './clock.js';
import type { PriceSource } from './price-source.js';
import { createSimulator } from './simulator.js';

/** The simulator's seed: the same market every run that starts at the same second. */
export const SIMULATOR_SEED = 20_240_601;

/**
 * The price source named by PRICE_SOURCE, as a factory the market service calls with its genesis
 * (where the source's own history must end). Checked at once, so a bad value stops the start.
 */
export function createConfiguredSource(config: Pick<Config, 'priceSource'>, clock: Clock): (genesisMs: number) => PriceSource {
  if (config.priceSource === 'simulator') return (genesisMs) => createSimulator({ seed: SIMULATOR_SEED, clock, startMs: genesisMs });
  throw new Error(`PRICE_SOURCE "${config.priceSource}" is not supported: use "simulator"`);
}
