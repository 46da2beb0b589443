import { broadcastSigned, followBroadcast } from './follow-sends.js';
import { actOnOperatorRequests } from './operator-requests.js';
import { signQueued } from './sign-queued.js';
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

/** One step of a network's signer: sign what is queued, broadcast what is signed, follow what is out. */
export async function signerStep(context: SignerContext): Promise<StepResult> {
  // First what operators asked (the Wallets screen): a cancel must not wait behind a replacement.
  await actOnOperatorRequests(context);
  const signing = await signQueued(context);
  const broadcast = await broadcastSigned(context);
  const following = await followBroadcast(context);
  return { signed: signing.signed, broadcast, finished: following.finished, replaced: following.replaced, more: signing.more || following.more };
}
