import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { chainSends } from '../../db/schema/index.js';
import { CANCELLED_BY_OPERATOR } from './cancel-send.js';
import { broadcast, replace } from './follow-sends.js';
import { noteSendError, type ChainSendRow } from './send-store.js';
import type { SignerContext } from './signer-context.js';

/** Requests acted on per step at most: operators ask one at a time. */
const REQUESTS_READ = 50;

/** Done (or nothing left to do): the request goes, unless another was made meanwhile. */
async function clearRequest(context: SignerContext, send: ChainSendRow): Promise<void> {
  await context.db
    .update(chainSends)
    .set({ requestedAction: '', updatedAt: sql`now()` })
    .where(and(eq(chainSends.id, send.id), eq(chainSends.requestedAction, send.requestedAction)));
}

/** A send never signed has no transaction out: it fails at once, its withdrawal refunded in the same transaction. */
async function failQueued(context: SignerContext, send: ChainSendRow): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(chainSends)
      .set({ status: 'failed', failure: CANCELLED_BY_OPERATOR, requestedAction: '', lastError: '', updatedAt: sql`now()` })
      .where(and(eq(chainSends.id, send.id), eq(chainSends.status, 'queued')))
      .returning();
    if (row) await context.onFinished?.(tx, row);
  });
}

async function act(context: SignerContext, send: ChainSendRow): Promise<void> {
  const isOut = send.status !== 'queued' && send.nonce !== null;
  // Mined already (counting its confirmations): nothing can take its nonce now; it finishes as it is.
  const isMined = send.minedHash !== '';
  if (send.requestedAction === 'cancel' && send.status === 'queued') return failQueued(context, send);
  if (isOut && !isMined) {
    if (send.requestedAction === 'rebroadcast') await broadcast(context, [send]);
    else if (send.requestedAction === 'replace') await replace(context, send);
    else if (send.requestedAction === 'cancel') await replace(context, send, true);
  }
  await clearRequest(context, send);
}

/**
 * Does what operators asked of this network's open sends (chain_sends.requested_action, the
 * Wallets screen): broadcast the stored transaction again, replace it with higher fees at the same
 * nonce, or cancel it. A request that fails stays, with the error for the operator, and is tried
 * again at the next step. Answers how many were done.
 */
export async function actOnOperatorRequests(context: SignerContext): Promise<number> {
  const asked = await context.db
    .select()
    .from(chainSends)
    .where(and(eq(chainSends.network, context.network), inArray(chainSends.status, ['queued', 'signed', 'broadcast']), ne(chainSends.requestedAction, '')))
    .orderBy(asc(chainSends.id))
    .limit(REQUESTS_READ);
  let done = 0;
  for (const send of asked) {
    try {
      await act(context, send);
      done += 1;
    } catch (error) {
      await noteSendError(context.db, send.id, `${send.requestedAction}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return done;
}
