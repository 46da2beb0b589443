import { isDemoTokenAt } from './demo-token.js';
import { DEV_CHAIN_ID, devChainClients } from './dev-chain-clients.js';
import type { DevChainRecord } from './dev-chain-file.js';

/**
 * Whether the chain DATA_DIR/dev-chain.json records still runs: it answers at its address, with the
 * development chain's id and the demo token's code where the record says. Anything else answering
 * there (a port reused since) is not it.
 */
export async function recordedChainStatus(record: DevChainRecord): Promise<'running' | 'not-answering' | 'not-the-demo'> {
  const chain = devChainClients(record.rpcUrl);
  let chainId: number;
  try {
    chainId = await chain.reader.getChainId();
  } catch {
    return 'not-answering';
  }
  return chainId === DEV_CHAIN_ID && (await isDemoTokenAt(chain, record.tokenAddress)) ? 'running' : 'not-the-demo';
}
