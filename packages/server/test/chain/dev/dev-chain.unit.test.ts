import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEventLogs, type Address } from 'viem';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/env.js';
import { FaucetRequestError } from '../../../src/chain/dev/demo-token.js';
import { DEMO_USDT_ARTIFACT } from '../../../src/chain/dev/demo-usdt-artifact.js';
import { DEV_CHAIN_STATE_FILE, startDevChain, type DevChain } from '../../../src/chain/dev/dev-chain.js';
import { devChainClients } from '../../../src/chain/dev/dev-chain-clients.js';
import { assertDevChainAllowed } from '../../../src/chain/dev/dev-chain-guard.js';
import { until } from '../../helpers/until.js';
import { runTsx } from './tsx-process.js';

const RECIPIENT: Address = '0x1111111111111111111111111111111111111111';
const dataDirs: string[] = [];
const running: DevChain[] = [];

async function newDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meridian-dev-chain-'));
  dataDirs.push(dataDir);
  return dataDir;
}

/** Starts the chain with a log the test reads; a short block time, though tests mine on demand. */
async function start(dataDir: string): Promise<{ chain: DevChain; lines: string[] }> {
  const lines: string[] = [];
  const chain = await startDevChain({ dataDir, blockTimeSeconds: 1, log: { info: (line) => lines.push(`info: ${line}`), warn: (line) => lines.push(`warn: ${line}`) } });
  running.push(chain);
  return { chain, lines };
}

async function stop(chain: DevChain): Promise<void> {
  running.splice(running.indexOf(chain), 1);
  await chain.stop();
}

function balanceOf(chain: DevChain, address: Address): Promise<bigint> {
  return devChainClients(chain.rpcUrl).reader.readContract({ address: chain.tokenAddress, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'balanceOf', args: [address] });
}

/** The faucet's transfer, mined at once rather than at the next interval block. */
async function faucetMined(chain: DevChain, to: Address, amount: string) {
  const hash = await chain.faucet(to, amount);
  const clients = devChainClients(chain.rpcUrl);
  await clients.control.mine({ blocks: 1 });
  return clients.reader.waitForTransactionReceipt({ hash });
}

/** Processes (not zombies, whose command line is empty) whose command line mentions `text`. */
async function processesMentioning(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const commandLine = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.includes(text)) found.push(commandLine.replaceAll('\0', ' '));
  }
  return found;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((chain) => chain.stop()));
});

afterAll(async () => {
  await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
});

describe('the development chain', () => {
  it('deploys the demo token, warns that it is for the demo, and its faucet sends a Transfer of the amount in 6-decimal units', async () => {
    const { chain, lines } = await start(await newDataDir());
    expect(lines[0]).toMatch(/^warn: .*DEVELOPMENT chain.*demo only/);
    expect(lines.at(-1)).toMatch(/demo USDT deployed at 0x/);
    expect(chain.tokenDecimals).toBe(6);

    const receipt = await faucetMined(chain, RECIPIENT, '12.5');
    expect(receipt.status).toBe('success');
    const transfers = parseEventLogs({ abi: DEMO_USDT_ARTIFACT.abi, eventName: 'Transfer', logs: receipt.logs });
    expect(transfers.map((log) => ({ token: log.address, ...log.args }))).toEqual([{ token: chain.tokenAddress.toLowerCase(), from: chain.faucetAddress, to: RECIPIENT, value: 12_500_000n }]);
    expect(await balanceOf(chain, RECIPIENT)).toBe(12_500_000n);
  });

  it('keeps the chain across a restart: the same token, its balances and its blocks', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const sent = await faucetMined(first.chain, RECIPIENT, '3');
    await stop(first.chain);

    const second = await start(dataDir);
    expect(second.chain.tokenAddress).toBe(first.chain.tokenAddress);
    expect(second.lines.at(-1)).toMatch(/demo USDT kept at/);
    expect(await balanceOf(second.chain, RECIPIENT)).toBe(3_000_000n);
    const reader = devChainClients(second.chain.rpcUrl).reader;
    expect((await reader.getTransactionReceipt({ hash: sent.transactionHash })).blockNumber).toBe(sent.blockNumber);
    expect(await reader.getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(sent.blockNumber);
    const record: unknown = JSON.parse(await readFile(path.join(dataDir, 'dev-chain.json'), 'utf8'));
    expect(record).toMatchObject({ rpcUrl: second.chain.rpcUrl, tokenAddress: second.chain.tokenAddress, chainId: 31337, tokenDecimals: 6 });
  });

  it('is one chain per DATA_DIR: a second start while it runs uses it, and its stop leaves it running', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const second = await start(dataDir);
    expect(second.chain.rpcUrl).toBe(first.chain.rpcUrl);
    expect(second.chain.tokenAddress).toBe(first.chain.tokenAddress);
    expect(second.lines.at(-1)).toMatch(/already runs for this DATA_DIR/);

    await stop(second.chain);
    const receipt = await faucetMined(first.chain, RECIPIENT, '2');
    expect(receipt.status).toBe('success');
  });

  it('deploys the token afresh when the chain it was on is gone', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    await faucetMined(first.chain, RECIPIENT, '1');
    await stop(first.chain);
    await rm(path.join(dataDir, DEV_CHAIN_STATE_FILE));

    const second = await start(dataDir);
    expect(second.lines.at(-1)).toMatch(/demo USDT deployed at/);
    expect(await balanceOf(second.chain, RECIPIENT)).toBe(0n);
  });

  it('refuses a bad address or amount and sends nothing', async () => {
    const { chain } = await start(await newDataDir());
    const refusal = (to: string, amount: string) => chain.faucet(to, amount).then(() => 'sent', (error: unknown) => (error instanceof FaucetRequestError ? error.refusal : String(error)));
    expect(await refusal('0x123', '1')).toBe('address');
    // A mixed-case address whose checksum is wrong: one mistyped character.
    expect(await refusal('0x52908400098527886E0F7030069857D2E4169Ee7', '1')).toBe('address');
    expect(await refusal(RECIPIENT, '-1')).toBe('amount');
    expect(await refusal(RECIPIENT, '0')).toBe('amount');
    expect(await refusal(RECIPIENT, '1.0000001')).toBe('amount');
    expect(await refusal(RECIPIENT, '1e3')).toBe('amount');
    expect(await refusal(RECIPIENT, '1000000.000001')).toBe('too-much');
    expect(await balanceOf(chain, RECIPIENT)).toBe(0n);
  });

  // A process of its own through tsx: a few seconds on a busy machine before the chain even starts.
  it('does not outlive the process that started it, even killed with SIGKILL, and keeps its state for the next start', { timeout: 60_000 }, async () => {
    const dataDir = await newDataDir();
    const holder = runTsx(path.join(import.meta.dirname, 'fixtures/hold-dev-chain.ts'), [dataDir], {});
    await until(() => holder.output().stdout.includes('\n'), { timeoutMs: 30_000, what: `the chain's address from the holding process (${holder.output().stderr})` });
    const started = JSON.parse(holder.output().stdout) as { rpcUrl: string; tokenAddress: Address };
    const anvils = await processesMentioning(path.join(dataDir, DEV_CHAIN_STATE_FILE));
    expect(anvils.some((commandLine) => /\/anvil(\.exe)? /.test(commandLine))).toBe(true);

    holder.child.kill('SIGKILL');
    await holder.exited;
    await until(async () => (await processesMentioning(dataDir)).length === 0, { timeoutMs: 15_000, what: 'anvil and its keeper to exit' });
    await expect(devChainClients(started.rpcUrl).reader.getBlockNumber({ cacheTime: 0 })).rejects.toThrow();

    const again = await start(dataDir);
    expect(again.chain.tokenAddress).toBe(started.tokenAddress);
    expect(again.lines.at(-1)).toMatch(/demo USDT kept at/);
  });

  it('is refused with NODE_ENV=production', () => {
    expect(() => {
      assertDevChainAllowed({ isProduction: true });
    }).toThrow(ConfigError);
    expect(() => {
      assertDevChainAllowed({ isProduction: false });
    }).not.toThrow();
  });
});
