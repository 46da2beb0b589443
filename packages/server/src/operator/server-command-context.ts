import { walletNetworksOf } from '../chain/wallets/wallet-networks.js';
import type { AppDeps } from '../deps.js';
import { readPriceFeedState } from '../market/price-feed-state.js';
import type { CommandContext } from './command-types.js';
import { documentLinks } from '../kyc/document-links.js';

/** What the running server lends every command it runs, whoever asks: the console, a script or the CLI's channel. */
export function serverCommandContext(deps: AppDeps): CommandContext {
  return {
    caches: deps.caches,
    dataDir: deps.config.dataDir,
    coinPayouts: deps.coinPayouts,
    walletNetworks: () => walletNetworksOf(deps),
    settings: deps.settings,
    priceFeed: (tx) => readPriceFeedState(tx, deps.market),
    ...(deps.kycVaultKey === undefined ? {} : { documentLinks: documentLinks(deps.kycVaultKey, { now: () => deps.clock.now() }) }),
  };
}
