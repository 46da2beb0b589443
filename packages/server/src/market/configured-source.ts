import type { Config } from '../env.js';
import { createBinanceSource } from './binance/binance-source.js';
import { parsePriceSource } from './binance/parse-price-source.js';
import type { Clock } from './clock.js';
import type { PriceSource } from './price-source.js';
import { createSimulator } from './simulator.js';

/** The simulator's seed: the same market every run that starts at the same second. */
export const SIMULATOR_SEED = 20_240_601;

/**
 * The price source named by PRICE_SOURCE, as a factory the market service calls with its genesis
 * (where the source's own history must end). The setting is read at once, so a bad value stops
 * the start with its own message.
 */
export function createConfiguredSource(
  config: Pick<Config, 'priceSource'>,
  clock: Clock,
  log?: (message: string, error?: unknown) => void,
): (genesisMs: number) => PriceSource {
  const setting = parsePriceSource(config.priceSource);
  if (setting.kind === 'simulator') return (genesisMs) => createSimulator({ seed: SIMULATOR_SEED, clock, startMs: genesisMs });
  return (genesisMs) =>
    createBinanceSource({ restUrl: setting.restUrl, wsUrl: setting.wsUrl, clock, historyEndMs: genesisMs, ...(log ? { log } : {}) });
}
