import { describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { pollOnce, type PollContext } from '../../../src/chain/watcher/poll-once.js';
import { createViemChainReader } from '../../../src/chain/watcher/viem-chain-reader.js';
import { anvilForThisFile } from '../anvil-harness.js';
import { CONFIRMATIONS, creditsOf, depositsOf, memberOf, ownersIn, usdt, watcherDatabaseForThisFile } from './watcher-kit.js';

const chain = anvilForThisFile();
const fixture = watcherDatabaseForThisFile(['ANVIL'], ['chainanvil']);

function account(index: number): Address {
  const address = chain().accounts[index];
  if (address === undefined) throw new Error(`anvil has no dev account ${index}`);
  return address;
}

describe('the watcher on a real EVM chain (anvil) through viem', () => {
  it('reads the head, block headers and the token’s Transfer logs with their exact units', async () => {
    const reader = createViemChainReader(chain().rpcUrl);
    await chain().mint(account(2), usdt(10));
    const receipt = await chain().transfer(account(2), account(3), 1_234_567n);
    const head = await reader.headNumber();
    expect(head).toBe(Number(receipt.blockNumber));
    const header = await reader.blockHeader(head);
    expect(header).toMatchObject({ number: head, hash: receipt.blockHash });
    expect(await reader.blockHeader(head + 100)).toBeNull();
    const logs = await reader.transferLogs(chain().token, head, head);
    expect(logs).toEqual([{ txHash: receipt.transactionHash, logIndex: 0, blockNumber: head, blockHash: receipt.blockHash, from: account(2), to: account(3), units: 1_234_567n }]);
  });

  it('sees a transfer to a member, counts it up, credits it once, and drops one a re-org removed', async () => {
    const { db, settings } = fixture();
    const memberId = memberOf(fixture(), 'chainanvil');
    const member = account(4);
    const start = Number(await chain().head()) + 1;
    const context: PollContext = {
      db,
      reader: createViemChainReader(chain().rpcUrl),
      watched: { network: 'ANVIL', token: chain().token, decimals: 6, confirmations: CONFIRMATIONS, startBlock: start },
      settings,
      ownersOf: (addresses) => Promise.resolve(ownersIn(addresses, (address) => (address.toLowerCase() === member.toLowerCase() ? memberId : null))),
    };
    await chain().mint(account(2), usdt(200));
    const credited = await chain().transfer(account(2), member, usdt(60.25));
    await pollOnce(context);
    expect(await depositsOf(db, 'ANVIL')).toMatchObject([{ txHash: credited.transactionHash, status: 'seen', amount: '60.25', confirmations: 1 }]);
    await chain().mine(CONFIRMATIONS - 1);
    await pollOnce(context);
    await pollOnce(context);
    expect(await depositsOf(db, 'ANVIL')).toMatchObject([{ status: 'credited', confirmations: CONFIRMATIONS }]);
    expect((await creditsOf(db, memberId)).entries).toHaveLength(1);

    const removed = await chain().transfer(account(2), member, usdt(55));
    await pollOnce(context);
    await chain().reorg(1);
    const result = await pollOnce(context);
    expect(result.reorg).toMatchObject({ dropped: 1, halted: false });
    const byTx = new Map((await depositsOf(db, 'ANVIL')).map((deposit) => [deposit.txHash, deposit.status]));
    expect(byTx.get(removed.transactionHash)).toBe('dropped');
    expect(byTx.get(credited.transactionHash)).toBe('credited');
    await chain().mine(CONFIRMATIONS + 1);
    await pollOnce(context);
    expect((await creditsOf(db, memberId)).orders).toHaveLength(1);
  });
});
