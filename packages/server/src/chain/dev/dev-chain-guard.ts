import { ConfigError, type Config } from '../../env.js';

/**
 * The development chain (anvil, the demo token, the faucet) is for the embedded demo only. Whoever
 * would start or use it asks here first: with NODE_ENV=production it is refused, so that a
 * production server never runs a chain of its own nor hands out tokens, whatever else is set.
 */
export function assertDevChainAllowed(config: Pick<Config, 'isProduction'>): void {
  if (config.isProduction) {
    throw new ConfigError(['the development chain and its demo faucet are refused with NODE_ENV=production: configure a real chain (CHAIN_ERC20_RPC_URL and the rest)']);
  }
}
