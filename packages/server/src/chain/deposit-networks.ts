import { HDKey } from '@scure/bip32';
import { CHAIN_FAMILY_OF, CHAIN_NETWORKS, DEMO_CONFIRMATIONS, DEMO_TOKEN_DECIMALS, type ChainConfig, type ChainNetwork } from './chain-config.js';
import { ACCOUNT_PATH, parseXpub, type ChainFamily } from './derive-address.js';
import { DEMO_SEED_WARNING, loadDemoSeed } from './demo-seed.js';

/** A network deposits are taken on, as the running server knows it. */
export interface DepositNetwork {
  readonly network: ChainNetwork;
  readonly family: ChainFamily;
  /** The account-level public key only: members' addresses are its children. */
  readonly xpub: HDKey;
  readonly decimals: number;
  readonly confirmations: number;
  /**
   * The node and token contract. Configured networks have them from the start; in the embedded
   * demo the development chain sets them once it has started and deployed its token, and until
   * then they are undefined (a TRON demo has no node at all).
   */
  rpcUrl: string | undefined;
  token: string | undefined;
  /** TronGrid's API key, when one is configured (TRON only). */
  readonly apiKey?: string;
}

export type DepositNetworks = ReadonlyMap<ChainNetwork, DepositNetwork>;

/**
 * The deposit networks of a chain configuration. The demo reads (or makes) its seed and keeps only
 * the xpubs taken from it, so deposit addresses go the same way as with a configured xpub.
 */
export function resolveDepositNetworks(chain: ChainConfig, options: { isProduction: boolean; warn(message: string): void }): DepositNetworks {
  if (chain.mode === 'off') return new Map();
  if (chain.mode === 'configured') {
    return new Map(
      chain.networks.map((n) => [
        n.network,
        { network: n.network, family: n.family, xpub: parseXpub(n.xpub), decimals: n.decimals, confirmations: n.confirmations, rpcUrl: n.rpcUrl, token: n.token, ...(n.apiKey === undefined ? {} : { apiKey: n.apiKey }) },
      ]),
    );
  }
  const master = HDKey.fromMasterSeed(loadDemoSeed(chain.seedFile, options));
  options.warn(DEMO_SEED_WARNING);
  return new Map(
    CHAIN_NETWORKS.map((network) => {
      const family = CHAIN_FAMILY_OF[network];
      const xpub = parseXpub(master.derive(ACCOUNT_PATH[family]).publicExtendedKey);
      return [network, { network, family, xpub, decimals: DEMO_TOKEN_DECIMALS, confirmations: DEMO_CONFIRMATIONS, rpcUrl: undefined, token: undefined }];
    }),
  );
}

/** The deposit network of a recharge channel's `network` (`ERC20`, `trc20`…), if deposits are taken on it. */
export function depositNetworkOf(networks: DepositNetworks, channelNetwork: string): DepositNetwork | undefined {
  const name = channelNetwork.trim().toUpperCase();
  const network = CHAIN_NETWORKS.find((n) => n === name);
  return network === undefined ? undefined : networks.get(network);
}

/**
 * Whether a watcher reads the network, so a member may be given an address of their own on it:
 * an address nobody reads would take a member's coins and credit nothing. Every network with a node
 * and a token: EVM networks configured or the demo's once its chain is up, TRON configured (read
 * through TronGrid). The demo has no TRON node, so there TRC20 keeps its shared address and the
 * manual review.
 */
export const isWatched = (network: DepositNetwork): network is DepositNetwork & { rpcUrl: string; token: string } =>
  network.rpcUrl !== undefined && network.token !== undefined;
