import { parseEventLogs, parseUnits, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEMO_USDT_ARTIFACT } from '../../src/chain/dev/demo-usdt-artifact.js';
import { anvilForThisFile } from './anvil-harness.js';

const chain = anvilForThisFile();
const usdt = (amount: string) => parseUnits(amount, 6);

const account = (index: number): Address => chain().account(index);

describe('the anvil test harness', () => {
  it('deploys the demo token as Demo Tether USD, USDT, 6 decimals, minted by its deployer alone', async () => {
    const { clients, token } = chain();
    const read = (functionName: 'name' | 'symbol' | 'decimals') => clients.reader.readContract({ address: token, abi: DEMO_USDT_ARTIFACT.abi, functionName });
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual(['Demo Tether USD', 'USDT', 6]);

    await chain().mint(account(5), usdt('7.25'));
    expect(await chain().balanceOf(account(5))).toBe(7_250_000n);
    await expect(
      clients.reader.simulateContract({ address: token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'mint', args: [account(5), 1n], account: account(5) }),
    ).rejects.toThrow(/NotMinter/);
  });

  it('transfers emit one Transfer log of the exact amount in 6-decimal units', async () => {
    await chain().mint(account(2), usdt('100'));
    const receipt = await chain().transfer(account(2), account(3), usdt('12.345678'));
    const logs = parseEventLogs({ abi: DEMO_USDT_ARTIFACT.abi, eventName: 'Transfer', logs: receipt.logs });
    expect(logs.map((log) => log.args)).toEqual([{ from: account(2), to: account(3), value: 12_345_678n }]);
    expect(await chain().balanceOf(account(3))).toBe(12_345_678n);
  });

  it('mines blocks on demand', async () => {
    const before = await chain().head();
    expect(await chain().mine(5)).toBe(before + 5n);
    expect(await chain().head()).toBe(before + 5n);
  });

  it('reverts to a snapshot: balances and head as they were', async () => {
    const id = await chain().snapshot();
    const head = await chain().head();
    await chain().mint(account(4), usdt('1'));
    await chain().mine(3);
    await chain().revert(id);
    expect(await chain().head()).toBe(head);
    expect(await chain().balanceOf(account(4))).toBe(0n);
  });

  it('re-orgs the last blocks: new hashes above the fork point, the old branch dropped, the given transfer in the new one', async () => {
    const { clients } = chain();
    await chain().mint(account(6), usdt('50'));
    const orphaned = await chain().transfer(account(6), account(7), usdt('10'));
    await chain().mine(2);
    const head = await chain().head();
    const forkPoint = orphaned.blockNumber - 1n;
    const hashes = async () => Promise.all([forkPoint, forkPoint + 1n, forkPoint + 2n, forkPoint + 3n].map(async (blockNumber) => (await clients.reader.getBlock({ blockNumber })).hash));
    const before = await hashes();

    await chain().reorg(3, [{ from: account(6), to: account(8), units: usdt('4'), blockOffset: 1 }]);

    const after = await hashes();
    expect(await chain().head()).toBe(head);
    expect(after[0]).toBe(before[0]);
    for (const index of [1, 2, 3]) expect(after[index]).not.toBe(before[index]);
    await expect(clients.reader.getTransactionReceipt({ hash: orphaned.transactionHash })).rejects.toThrow();
    expect(await chain().balanceOf(account(7))).toBe(0n);
    expect(await chain().balanceOf(account(8))).toBe(4_000_000n);
    const logs = await clients.reader.getContractEvents({ address: chain().token, abi: DEMO_USDT_ARTIFACT.abi, eventName: 'Transfer', args: { to: account(8) }, fromBlock: forkPoint, toBlock: head });
    expect(logs.map((log) => log.blockNumber)).toEqual([forkPoint + 2n]);
  });
});
