import { setTimeout as sleep } from 'node:timers/promises';
import { CODE } from '@meridian/protocol';
import { checkTickChain } from '../../src/market/check-tick-chain.js';
import type { CrashMember } from '../ledger/crash-load.js';
import { startLoad } from '../ledger/crash-load.js';
import { verifyCrashRun, type CrashFigures } from '../ledger/crash-verify.js';
import { CrashWire } from '../ledger/crash-wire.js';
import type { Cluster } from './cluster.js';
import type { HostServer } from './cluster-host.js';
import { watchPushes, type PushFigures } from './push-watch.js';

/** What a fault did, for the findings: the kills' times (exactly-once across a kill is counted apart) and notes for the table. */
export interface FaultNotes {
  /** When the fault began to be undone (a start, a link up): recovery is counted from here. */
  undoneAt: number;
  killTimes?: number[];
  notes?: string[];
}

export interface Fault {
  name: string;
  /** Injects the fault while the load runs and undoes it (a restart, a link up again); resolves when undone. */
  inject(cluster: Cluster): Promise<FaultNotes>;
}

export interface FaultResult {
  fault: string;
  /** Everything wrong: lost, doubled or wrongly refused operations, the ledger check, the tick chain, crashes. */
  problems: string[];
  figures: CrashFigures;
  /** Operations the load had acknowledged (member requests and operator decisions answered OK). */
  acknowledged: number;
  /** From the fault's undoing (a start begun, a link up) until every host's /readyz answered 200 again. */
  recoveryMs: number;
  pushes: PushFigures;
  tickRoots: number;
  notes: string[];
}

/** How long the load runs before the fault, and after every host serves again. */
const BEFORE_FAULT_MS = 3_000;
const AFTER_RECOVERY_MS = 3_000;
/** Every retry gives up here, failing the run: far beyond any fault's length. */
const LOAD_DEADLINE_MS = 180_000;
const RECOVERY_LIMIT_MS = 90_000;
/** Enough that, spread by the balancer, every host has some. */
const LIVE_CLIENTS = 6;

async function ready(host: HostServer): Promise<boolean> {
  const { host: address, port } = host.backend;
  try {
    const response = await fetch(`http://${address}:${port}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until every host that runs answers ready; answers how long after `since` that was. */
async function untilAllServe(cluster: Cluster, since: number): Promise<number> {
  for (;;) {
    const states = await Promise.all(cluster.hosts.filter((host) => host.running).map(ready));
    if (states.every(Boolean)) return Date.now() - since;
    if (Date.now() - since > RECOVERY_LIMIT_MS) throw new Error(`not every host serves ${RECOVERY_LIMIT_MS} ms after the fault`);
    await sleep(200);
  }
}

/**
 * One fault under the bank test's load (ledger/crash-load.ts: recharges with their signed callbacks,
 * withdrawals, an operator's adjustments and decisions, dropped connections and retries with the
 * same request ids), sent through the balancer, with live clients counting pushes. Afterwards the
 * database is held to everything that was acknowledged (ledger/crash-verify.ts) and the tick chain
 * is checked whole.
 */
export async function runFault(cluster: Cluster, fault: Fault, members: readonly CrashMember[], watcher: CrashMember): Promise<FaultResult> {
  const wire = new CrashWire(cluster.balancer.url, cluster.operatorToken, cluster.sandboxPaySecret, { timeoutMs: 10_000, serverErrorsUnanswered: true });
  const deadline = { at: Date.now() + LOAD_DEADLINE_MS };
  const load = startLoad({ wire, members, deadline });
  const pushes = await watchPushes(cluster.balancer.url, wire, watcher, LIVE_CLIENTS, fault.name);
  let notes: FaultNotes;
  let recoveryMs: number;
  try {
    // The load's pace before the fault (what is modelled): not a wait for anything.
    await sleep(BEFORE_FAULT_MS);
    notes = await fault.inject(cluster);
    recoveryMs = await untilAllServe(cluster, notes.undoneAt);
    await sleep(AFTER_RECOVERY_MS);
  } catch (error) {
    deadline.at = 0;
    await load.stop().catch(() => undefined);
    await pushes.finish().catch(() => undefined);
    throw error;
  }
  await load.stop();
  const pushFigures = await pushes.finish();
  const { db } = cluster.database;
  const findings = await verifyCrashRun(db, members, load.record, notes.killTimes ?? []);
  const chain = await checkTickChain(db);
  const { record } = load;
  const acknowledged = [...record.withdrawals, ...record.recharges].filter((sent) => sent.code === CODE.OK).length + record.decisions.filter((decision) => decision.status === 200).length;
  return {
    fault: fault.name,
    problems: [
      ...record.problems,
      ...findings.problems,
      ...chain.problems.map((problem) => `tick chain: ${problem}`),
      ...cluster.hosts.flatMap((host) => host.unexpectedExits),
    ],
    figures: findings.figures,
    acknowledged,
    recoveryMs,
    pushes: pushFigures,
    tickRoots: chain.roots,
    notes: notes.notes ?? [],
  };
}
