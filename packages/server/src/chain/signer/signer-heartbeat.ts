import { signerStatus } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { SignerKeys } from './hot-wallet.js';
import type { StepResult } from './signer-steps.js';

/** How often an idle signer writes its heartbeat: well within the Wallets screen's 30 s before it calls a signer down. */
const IDLE_HEARTBEAT_MS = 5_000;

export interface SignerHeartbeat {
  /** A step went through: its counts, and no error. */
  stepped(result: StepResult): Promise<void>;
  /** A step failed: the error, for the Wallets screen (the loop tries again with backoff). */
  failed(error: unknown): Promise<void>;
}

/**
 * What a network's signer says of itself in signer_status after each step: the addresses it sends
 * from (the API server holds no key and cannot derive them; it reads their balances), since when
 * this process has signed, when it last stepped and how that went. The Wallets screen calls a
 * signer whose heartbeat is old down.
 */
export function signerHeartbeat(db: Db, network: string, keys: Pick<SignerKeys, 'hot' | 'fee'>, startedAt = new Date()): SignerHeartbeat {
  let writtenAt = 0;
  let lastWasError = false;
  const write = async (lastStep: Record<string, number> | null, lastError: string) => {
    writtenAt = Date.now();
    lastWasError = lastError !== '';
    const row = { network, hotAddress: keys.hot.address, feeAddress: keys.fee.address, startedAt, heartbeatAt: new Date(), lastStep: lastStep ?? {}, lastError: lastError.slice(0, 500) };
    await db
      .insert(signerStatus)
      .values(row)
      .onConflictDoUpdate({
        target: signerStatus.network,
        // A failed step keeps the last good step's counts.
        set: { hotAddress: row.hotAddress, feeAddress: row.feeAddress, startedAt, heartbeatAt: row.heartbeatAt, lastError: row.lastError, ...(lastStep === null ? {} : { lastStep }) },
      });
  };
  return {
    stepped: async ({ more: _more, ...counts }) => {
      // An idle signer steps four times a second: its heartbeat is written every few seconds, a step that did something or recovered at once.
      const idle = Object.values(counts).every((count) => count === 0);
      if (idle && !lastWasError && Date.now() - writtenAt < IDLE_HEARTBEAT_MS) return;
      await write(counts, '');
    },
    failed: (error) => write(null, error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)),
  };
}
