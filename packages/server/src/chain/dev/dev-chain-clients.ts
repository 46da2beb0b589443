import { createPublicClient, createTestClient, createWalletClient, http, type HttpTransport, type PublicClient, type TestClient, type WalletClient } from 'viem';
import { foundry } from 'viem/chains';

/** anvil's own default chain id (viem's `foundry`), which wallets know as a local development chain. */
export const DEV_CHAIN_ID = foundry.id;

/** A local chain answers in microseconds: ask for receipts often rather than viem's default 4 s. */
const POLLING_INTERVAL_MS = 200;

/**
 * The three viem clients of a development chain: reading, sending from anvil's unlocked dev
 * accounts (anvil signs `eth_sendTransaction` itself, so no private key is in our code), and anvil's
 * own controls (mining on demand).
 */
export interface DevChainClients {
  reader: PublicClient<HttpTransport, typeof foundry>;
  sender: WalletClient<HttpTransport, typeof foundry>;
  control: TestClient<'anvil', HttpTransport, typeof foundry>;
}

/** Made for one development chain's JSON-RPC address. */
export function devChainClients(rpcUrl: string): DevChainClients {
  const transport = http(rpcUrl, { retryCount: 0 });
  return {
    reader: createPublicClient({ chain: foundry, transport, pollingInterval: POLLING_INTERVAL_MS }),
    sender: createWalletClient({ chain: foundry, transport, pollingInterval: POLLING_INTERVAL_MS }),
    control: createTestClient({ chain: foundry, mode: 'anvil', transport, pollingInterval: POLLING_INTERVAL_MS }),
  };
}
