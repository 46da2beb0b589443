import type { ChainConfig, CoinPayouts } from '../chain-config.js';
import { isWatched, type DepositNetworks } from '../deposit-networks.js';

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

/**
 * The running server's wallet networks: the EVM networks it reads (the demo's once its chain is
 * up) and those the signer pays coin withdrawals on. Read at each call: the demo chain sets its
 * node and token after the server has started.
 */
export function walletNetworksOf(deps: { chain: DepositNetworks; coinPayouts: CoinPayouts; config: { chain: ChainConfig } }): WalletNetwork[] {
  const configured = deps.config.chain.mode === 'configured' ? deps.config.chain.networks : [];
  const names = new Set<string>([...[...deps.chain.values()].filter((n) => n.family === 'evm' && isWatched(n)).map((n) => n.network), ...deps.coinPayouts.keys()]);
  return [...names].sort().map((name) => {
    const read = [...deps.chain.values()].find((n) => n.network === name);
    const payout = deps.coinPayouts.get(name);
    const coldAddress = configured.find((n) => n.network === name)?.wallets?.coldAddress;
    return {
      network: name,
      rpcUrl: read?.rpcUrl,
      token: payout?.token ?? read?.token ?? '',
      decimals: payout?.decimals ?? read?.decimals ?? 0,
      ...(coldAddress === undefined ? {} : { coldAddress }),
    };
  });
}
