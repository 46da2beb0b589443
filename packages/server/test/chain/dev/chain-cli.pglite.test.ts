import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USDT_ARTIFACT } from '../../../src/chain/dev/demo-usdt-artifact.js';
import { startDevChain, type DevChain } from '../../../src/chain/dev/dev-chain.js';
import { devChainClients } from '../../../src/chain/dev/dev-chain-clients.js';
import { runNode } from './tsx-process.js';

/** The compiled CLI, as `npm run chain` runs it (the server projects' global setup builds dist/). */
const CLI = path.resolve(import.meta.dirname, '../../../dist/cli/chain.js');
const RECIPIENT: Address = '0x2222222222222222222222222222222222222222';
/** Not the demo's: with these, NODE_ENV=production is refused by the chain's own guard, not for the keys. */
const PRODUCTION_KEYS = { ENVELOPE_KEY: 'ProductionKey-16', PAY_PASSWORD_KEY: 'a-production-pay-password-key-of-32+chars' };

let dataDir: string;
let emptyDataDir: string;
let chain: DevChain;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'meridian-chain-cli-'));
  emptyDataDir = await mkdtemp(path.join(tmpdir(), 'meridian-chain-cli-none-'));
  chain = await startDevChain({ dataDir, blockTimeSeconds: 1, log: { info: () => undefined, warn: () => undefined } });
});

afterAll(async () => {
  await chain.stop();
  await Promise.all([dataDir, emptyDataDir].map((dir) => rm(dir, { recursive: true, force: true })));
});

async function cli(args: readonly string[], env: Record<string, string> = {}) {
  const run = runNode([CLI, ...args], { DATA_DIR: dataDir, NODE_ENV: 'development', ...env });
  const code = await run.exited;
  return { code, ...run.output() };
}

// Each case is a process of its own: a second or two each on a busy machine.
describe('npm run chain -- send', { timeout: 60_000 }, () => {
  it('sends demo USDT from the faucet of the running demo chain found in DATA_DIR', async () => {
    const { code, stdout } = await cli(['send', RECIPIENT, '3.5']);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`Sent 3.5 demo USDT to ${RECIPIENT}.*transaction 0x[0-9a-f]{64} in block \\d+`));
    const balance = await devChainClients(chain.rpcUrl).reader.readContract({ address: chain.tokenAddress, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'balanceOf', args: [RECIPIENT] });
    expect(balance).toBe(3_500_000n);
  });

  it('refuses a bad address or amount with a clear message', async () => {
    const [address, amount] = await Promise.all([cli(['send', '0xnot-an-address', '1']), cli(['send', RECIPIENT, '0.1234567'])]);
    expect(address).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Refused: "0xnot-an-address" is not an EVM address/) });
    expect(amount).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Refused: "0.1234567" has more than 6 decimals/) });
  });

  it('is refused with NODE_ENV=production, tells when no demo chain has run in DATA_DIR, and shows its usage', async () => {
    const [production, none, usage] = await Promise.all([
      cli(['send', RECIPIENT, '1'], { NODE_ENV: 'production', ...PRODUCTION_KEYS }),
      cli(['send', RECIPIENT, '1'], { DATA_DIR: emptyDataDir }),
      cli(['give', RECIPIENT]),
    ]);
    expect(production).toMatchObject({ code: 1, stderr: expect.stringMatching(/refused with NODE_ENV=production/) });
    expect(none).toMatchObject({ code: 1, stderr: expect.stringMatching(/No development chain has run with DATA_DIR .*npm start/) });
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringMatching(/^usage: npm run chain -- send <address> <amount>/) });
  });
});
