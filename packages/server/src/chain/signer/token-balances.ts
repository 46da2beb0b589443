import { erc20Abi, type Address, type PublicClient } from 'viem';

/** Balance reads in flight at once: the signer's client sends side-by-side calls to the node in JSON-RPC batches. */
const READS_IN_FLIGHT = 50;

/** The token units each address holds (at `blockNumber`, or the latest block), in order, a batch of reads at a time. */
export async function tokenBalancesOf(client: PublicClient, token: Address, addresses: readonly Address[], blockNumber?: bigint): Promise<bigint[]> {
  const balances: bigint[] = [];
  for (let start = 0; start < addresses.length; start += READS_IN_FLIGHT) {
    const batch = addresses.slice(start, start + READS_IN_FLIGHT);
    balances.push(...(await Promise.all(batch.map((address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address], ...(blockNumber === undefined ? {} : { blockNumber }) })))));
  }
  return balances;
}
