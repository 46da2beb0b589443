import { createPublicClient, erc20Abi, formatEther, http, isAddress, type PublicClient } from 'viem';
import type { TWalletBalance, TWalletRole } from '@meridian/protocol';
import { tokenAmountOf } from '../watcher/token-amount.js';
import type { WalletNetwork } from './wallet-networks.js';

/** The screen refreshes every few seconds: a node that does not answer within this is shown as failing, not waited for. */
const BALANCE_TIMEOUT_MS = 3_000;

export interface WalletAddress {
  role: TWalletRole;
  address: string;
}

export interface WalletBalances {
  balances: TWalletBalance[];
  /** The first read that failed ('' when all went through): shown instead of failing the screen. */
  error: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)).slice(0, 300);

/**
 * Reads the token (and, for the hot and fee wallets, the coin for gas) each address holds, live
 * from the network's node. A read that fails leaves its figure null and says why; the others stand.
 */
export async function readWalletBalances(network: WalletNetwork, addresses: readonly WalletAddress[]): Promise<WalletBalances> {
  const blank = addresses.map(({ role, address }) => ({ role, address, token: null, native: null }));
  if (network.rpcUrl === undefined) return { balances: blank, error: `no node is configured for ${network.network} on this server` };
  const client = createPublicClient({ transport: http(network.rpcUrl, { timeout: BALANCE_TIMEOUT_MS, retryCount: 0 }) }) as PublicClient;
  const errors: string[] = [];
  const attempt = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      errors.push(messageOf(error));
      return null;
    }
  };
  const token = network.token;
  const balances = await Promise.all(
    addresses.map(async ({ role, address }): Promise<TWalletBalance> => {
      if (!isAddress(address) || !isAddress(token)) return { role, address, token: null, native: null };
      const [units, wei] = await Promise.all([
        attempt(() => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
        role === 'cold' ? Promise.resolve(null) : attempt(() => client.getBalance({ address })),
      ]);
      return { role, address, token: units === null ? null : tokenAmountOf(units, network.decimals), native: wei === null ? null : formatEther(wei) };
    }),
  );
  return { balances, error: errors[0] ?? '' };
}
