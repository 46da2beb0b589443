import { broadcastSigned, followBroadcast, handOver, recordBroadcast } from './follow-sends.js';
import { actOnOperatorRequests } from './operator-requests.js';
import { BatchMoved, newSigningRound, prepareBatch, storeBatch, type PreparedBatch } from './sign-queued.js';
import type { SignerContext } from './signer-context.js';

export type { SignerContext } from './signer-context.js';

export interface StepResult {
  signed: number;
  broadcast: number;
  finished: number;
  replaced: number;
  /** Work was left (a queue longer than a batch): the next step should follow at once. */
  more: boolean;
}

/** Batches signed in one step at most while the queue stays long, so following still comes round. */
const BATCHES_PER_STEP = 20;

/**
 * Signs and broadcasts what is queued, batch by batch, as a pipeline: while a batch is stored (one
 * transaction) and handed to the node, the next is already being signed in the signing threads,
 * at the nonces that follow; the node is handed batches in nonce order. Answers how many were
 * signed and broadcast, and whether a full last batch leaves more.
 */
async function signAndBroadcast(context: SignerContext, leftovers: Promise<number>): Promise<{ signed: number; broadcast: number; more: boolean }> {
  const round = newSigningRound();
  // The node is handed each batch after the one before (nonce order); recording what it took runs beside.
  let handing: Promise<unknown> = leftovers;
  const recorded: Promise<number>[] = [leftovers];
  let signed = 0;
  let more = false;
  let upcoming: PreparedBatch | null = null;
  try {
    let prepared = await prepareBatch(context, round, 0);
    for (let batch = 0; prepared !== null && batch < BATCHES_PER_STEP; batch += 1) {
      more = prepared.full;
      // The next batch is read and handed to the signing threads before this one's transaction
      // opens (on the embedded database a read waits for an open transaction), so it is signed
      // while this one is stored and handed to the node.
      upcoming = more && batch + 1 < BATCHES_PER_STEP ? await prepareBatch(context, round, prepared.lastId) : null;
      const stored = (await storeBatch(context, round, prepared)).map(({ id, transfer }) => ({ id, ...transfer }));
      signed += stored.length;
      const handed = handing.then(() => handOver(context, stored));
      handing = handed;
      recorded.push(handed.then((ids) => recordBroadcast(context, ids)));
      prepared = upcoming;
    }
  } catch (error) {
    // A batch signed ahead is of no use now (its nonces follow the one that failed): dropped unstored.
    await Promise.allSettled([...recorded, ...(upcoming?.groups.map((group) => group.transfers) ?? [])]);
    // Moved under it (an operator cancelled a queued send): nothing was kept; the next step signs afresh, at once.
    if (error instanceof BatchMoved) return { signed, broadcast: 0, more: true };
    throw error;
  }
  const counts = await Promise.all(recorded);
  return { signed, broadcast: counts.reduce((sum, count) => sum + count, 0), more };
}

/**
 * One step of a network's signer: what operators asked first, then broadcast what an earlier life
 * stored and did not broadcast, sign and broadcast what is queued, then follow what is out.
 */
export async function signerStep(context: SignerContext): Promise<StepResult> {
  // First what operators asked (the Wallets screen): a cancel must not wait behind a replacement.
  await actOnOperatorRequests(context);
  const sending = await signAndBroadcast(context, broadcastSigned(context));
  const following = sending.more ? { finished: 0, replaced: 0, more: true } : await followBroadcast(context);
  return { signed: sending.signed, broadcast: sending.broadcast, finished: following.finished, replaced: following.replaced, more: sending.more || following.more };
}
