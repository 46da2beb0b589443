import type { ChainConfig, ChainNetworkConfig, CoinPayoutNetwork, CoinPayouts } from '../chain-config.js';
import { isWatched, type DepositNetwork, type DepositNetworks } from '../deposit-networks.js';

/**
 * A network whose platform wallets the console shows, as the API server knows it: its node, its
 * token and the cold address (configuration). The hot and fee addresses are the signer's
 * (signer_status): the API server holds no key and cannot derive them.
 */
export interface WalletNetwork {
  network: string;
  /** undefined: no node known here (the screen says so instead of balances). */
  rpcUrl: string | undefined;
  token: string;
  decimals: number;
  coldAddress?: string;
}

interface Sources {
  /** As the server reads it (the demo's node and token are known only once its chain is up). */
  read: DepositNetwork | undefined;
  /** The token the signer pays coin withdrawals in. */
  payout: CoinPayoutNetwork | undefined;
  configured: ChainNetworkConfig | undefined;
}

const firstOf = <T>(...values: (T | undefined)[]): T | undefined => values.find((value) => value !== undefined);

function walletNetworkOf(network: string, { read, payout, configured }: Sources): WalletNetwork {
  const coldAddress = configured?.wallets?.coldAddress;
  return {
    network,
    rpcUrl: firstOf(read?.rpcUrl, configured?.rpcUrl),
    token: firstOf(payout?.token, read?.token, configured?.token) ?? '',
    decimals: firstOf(payout?.decimals, read?.decimals, configured?.decimals) ?? 0,
    ...(coldAddress === undefined ? {} : { coldAddress }),
  };
}

/**
 * The wallet networks: the EVM networks configured or read (the demo's once its chain is up) and
 * those the signer pays coin withdrawals on. Read at each call: the demo chain sets its node and
 * token after the server has started. The command line on the database passes no read networks:
 * the configuration's are enough there.
 */
export function walletNetworksOf(deps: { chain: DepositNetworks; coinPayouts: CoinPayouts; config: { chain: ChainConfig } }): WalletNetwork[] {
  const configured = deps.config.chain.mode === 'configured' ? deps.config.chain.networks.filter((n) => n.family === 'evm') : [];
  const read = [...deps.chain.values()].filter((n) => n.family === 'evm' && isWatched(n));
  const names = new Set<string>([...read.map((n) => n.network), ...configured.map((n) => n.network), ...deps.coinPayouts.keys()]);
  return [...names].sort().map((name) =>
    walletNetworkOf(name, { read: read.find((n) => n.network === name), payout: deps.coinPayouts.get(name), configured: configured.find((n) => n.network === name) }),
  );
}
