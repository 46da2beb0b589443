import type { AppDeps } from '../../deps.js';
import type { PriceTick } from '../../market/candles.js';
import { keepTickProofs } from '../../market/tick-proofs.js';
import { claimDueContracts, expiryTick } from './claim-due-contracts.js';
import { settleContractOrders, type DueContract } from './settle-contract-orders.js';

/**
 * Orders claimed per transaction: settled in a fixed number of statements, so a batch costs little
 * more than one order; short enough that a member's sign call never waits long on the accounts.
 */
export const SETTLE_BATCH_SIZE = 1000;
/** Batches claimed at once by one process, each on its own connection (FOR UPDATE SKIP LOCKED). */
export const SETTLE_WORKERS = 2;
/** How long settlement waits for the recorder to write the expiry second before using what it has. */
export const SETTLE_GRACE_MS = 10_000;

interface BatchResult {
  claimed: number;
  settledMemberIds: number[];
  /** The earliest expiry among claimed orders still waiting for their second to be recorded. */
  waitingSince: number | null;
  /** The ticks whose proofs this batch kept (or found kept). */
  keptTicks: string[];
}

/** What the batches of one run share. */
interface RunMemory {
  /**
   * The expiry ticks found final in this run, by `allname@expiresAt`. Many contracts expire in the
   * same second on the same pair: one read of its tick serves every batch of the run.
   */
  settleTicks: Map<string, PriceTick>;
  /** Ticks whose proofs a committed batch of this run kept: the later batches need not look. */
  keptTicks: Set<string>;
}

async function settleBatch(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, memory: RunMemory): Promise<BatchResult> {
  const { settleTicks } = memory;
  const batch = await deps.db.transaction(async (tx) => {
    // The moment this batch settles at: what the order and the push call its settlement time.
    const nowMs = deps.clock.now();
    const claimed = await claimDueContracts(tx, nowMs, SETTLE_BATCH_SIZE);
    const waiting = new Set<string>();
    const due: DueContract[] = [];
    let waitingSince: number | null = null;
    for (const order of claimed) {
      const key = `${order.allname}@${order.expiresAt}`;
      let tick = waiting.has(key) ? null : settleTicks.get(key);
      if (tick === undefined) {
        tick = await expiryTick(tx, order.allname, order.expiresAt, nowMs >= order.expiresAt + SETTLE_GRACE_MS);
        if (tick === null) waiting.add(key);
        else settleTicks.set(key, tick);
      }
      if (tick === null) {
        waitingSince = Math.min(waitingSince ?? order.expiresAt, order.expiresAt);
        continue;
      }
      due.push({ order, settleTick: tick });
    }
    // Each contract keeps the proofs of its two ticks in its settlement's transaction (tick-proofs.ts).
    const keptTicks = deps.config.tickCommitments
      ? await keepTickProofs(
          tx,
          due.flatMap(({ order, settleTick }) => [{ allname: order.allname, at: order.purchaseTickAt }, settleTick]),
          memory.keptTicks,
        )
      : [];
    await settleContractOrders(tx, due, nowMs);
    return { claimed: claimed.length, settledMemberIds: due.map(({ order }) => order.memberId), waitingSince, keptTicks };
  });
  for (const key of batch.keptTicks) memory.keptTicks.add(key);
  return batch;
}

type SettlementDeps = Pick<AppDeps, 'db' | 'caches' | 'clock' | 'config'>;

export interface SettlementRun {
  settled: number;
  /** The earliest expiry of a due order left waiting for its second to be recorded; null if none. */
  waitingSince: number | null;
}

/** One worker: batch after batch until none is full of work. */
async function settleWorker(deps: SettlementDeps, memory: RunMemory): Promise<SettlementRun> {
  let settled = 0;
  let waitingSince: number | null = null;
  for (;;) {
    const batch = await settleBatch(deps, memory);
    settled += batch.settledMemberIds.length;
    if (batch.waitingSince !== null) waitingSince = Math.min(waitingSince ?? batch.waitingSince, batch.waitingSince);
    if (batch.settledMemberIds.length > 0) deps.caches.forget({ balanceMemberIds: [...new Set(batch.settledMemberIds)] });
    // A short batch was the last; a batch of only waiting orders would come back the same.
    if (batch.claimed < SETTLE_BATCH_SIZE || batch.settledMemberIds.length === 0) return { settled, waitingSince };
  }
}

/**
 * Settles every running contract due by now, with several workers claiming batches the others
 * have not locked (as other processes do), and says how many it settled and whether some wait.
 */
export async function runContractSettlement(deps: SettlementDeps): Promise<SettlementRun> {
  const memory: RunMemory = { settleTicks: new Map(), keptTicks: new Set() };
  const runs = await Promise.all(Array.from({ length: SETTLE_WORKERS }, () => settleWorker(deps, memory)));
  const waiting = runs.flatMap((run) => (run.waitingSince === null ? [] : [run.waitingSince]));
  return { settled: runs.reduce((sum, run) => sum + run.settled, 0), waitingSince: waiting.length > 0 ? Math.min(...waiting) : null };
}

/** Settles every running contract due by now and answers how many it settled. */
export async function settleDueContracts(deps: SettlementDeps): Promise<number> {
  return (await runContractSettlement(deps)).settled;
}
