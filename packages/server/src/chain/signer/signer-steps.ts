import { broadcast, broadcastSigned, followBroadcast } from './follow-sends.js';
import { actOnOperatorRequests } from './operator-requests.js';
import { newSigningRound, signQueued } from './sign-queued.js';
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
 * One step of a network's signer: what operators asked first, then broadcast what an earlier life
 * stored and did not broadcast, sign what is queued batch by batch (each batch broadcast while the
 * next is signed, in nonce order), then follow what is out.
 */
export async function signerStep(context: SignerContext): Promise<StepResult> {
  // First what operators asked (the Wallets screen): a cancel must not wait behind a replacement.
  await actOnOperatorRequests(context);
  let broadcasting = broadcastSigned(context);
  let signed = 0;
  let more = false;
  const round = newSigningRound();
  for (let batch = 0; batch < BATCHES_PER_STEP; batch += 1) {
    // A failed broadcast is noted on its send and tried again next step; a throw here must not
    // leave the chain of broadcasts unobserved while the error goes up.
    const signing = await signQueued(context, round).catch(async (error: unknown) => {
      await broadcasting;
      throw error;
    });
    signed += signing.signed.length;
    const previous = broadcasting;
    broadcasting = previous.then(async (count) => count + (await broadcast(context, signing.signed.map(({ id, transfer }) => ({ id, ...transfer })))));
    more = signing.more;
    if (!more) break;
  }
  const broadcastCount = await broadcasting;
  const following = more ? { finished: 0, replaced: 0, more: true } : await followBroadcast(context);
  return { signed, broadcast: broadcastCount, finished: following.finished, replaced: following.replaced, more: more || following.more };
}
