import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAddress, type Address } from 'viem';
import { z } from 'zod';

/**
 * `DATA_DIR/dev-chain.json`: what the running demo's development chain is, left for the next start
 * (the token is deployed once and found again) and for `npm run chain -- send`, which reaches the
 * chain of the server that runs in the same DATA_DIR.
 */
export const DEV_CHAIN_RECORD_FILE = 'dev-chain.json';

const ZAddress = z.string().refine((value): value is Address => isAddress(value), 'not an EVM address');

const ZDevChainRecord = z.object({
  rpcUrl: z.url(),
  chainId: z.number().int().positive(),
  tokenAddress: ZAddress,
  tokenDecimals: z.number().int().nonnegative(),
  /** The token's deployer and only minter. */
  minterAddress: ZAddress,
  faucetAddress: ZAddress,
});
export type DevChainRecord = z.infer<typeof ZDevChainRecord>;

export function devChainRecordPath(dataDir: string): string {
  return path.join(dataDir, DEV_CHAIN_RECORD_FILE);
}

/** The record, or null when there is none (no demo chain has run here) or it cannot be read. */
export async function readDevChainRecord(dataDir: string): Promise<DevChainRecord | null> {
  let text: string;
  try {
    text = await readFile(devChainRecordPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = ZDevChainRecord.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Written whole to a temporary file and renamed, so a reader never sees half of it. */
export async function writeDevChainRecord(dataDir: string, record: DevChainRecord): Promise<void> {
  const file = devChainRecordPath(dataDir);
  await writeFile(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}
