import { erc20Abi } from 'viem';
import { HOT_WALLET_SHORT, lockQueued, noteSendError, sendsIn, storeSigned, takeNonces, type ChainSendRow } from './send-store.js';
import { signSend } from './sign-send.js';
import { signingAccount, type SignerContext } from './signer-context.js';

/** Sends in flight read per step at most (signed, broadcast): far more than a hot wallet has pending at once. */
export const OPEN_SENDS_READ = 10_000;
/**
 * Sends signed per step at most. One fee estimate, one nonce read per sending address and one
 * database transaction serve the whole batch, so a long queue is signed at the pace of signing
 * itself; the limit keeps broadcasting and following going between batches.
 */
const SIGN_BATCH = 200;

const fromHotInToken = (send: Pick<ChainSendRow, 'wallet' | 'asset'>) => send.wallet === 'hot' && send.asset === 'token';

/** The hot wallet's token units not yet spoken for by its sends signed and not final. */
async function spendable(context: SignerContext): Promise<bigint> {
  const balance = await context.client.readContract({ address: context.token, abi: erc20Abi, functionName: 'balanceOf', args: [context.account.address] });
  const open = await sendsIn(context.db, context.network, ['signed', 'broadcast'], OPEN_SENDS_READ);
  return open.reduce((left, send) => (fromHotInToken(send) && send.minedHash === '' ? left - BigInt(send.units) : left), balance);
}

/**
 * The queued sends to sign now, in order. The hot wallet's token sends go out in the order they
 * were approved: the first it cannot cover waits (with why, for operators) and so do those behind
 * it. Sends from other wallets (collection) were sized to what their address held and go on.
 */
async function chooseSendable(context: SignerContext, queued: readonly ChainSendRow[]): Promise<ChainSendRow[]> {
  if (!queued.some(fromHotInToken)) return [...queued];
  let left = await spendable(context);
  let short = false;
  const chosen: ChainSendRow[] = [];
  for (const send of queued) {
    if (!fromHotInToken(send)) chosen.push(send);
    else if (!short && BigInt(send.units) <= left) {
      chosen.push(send);
      left -= BigInt(send.units);
    } else if (!short) {
      short = true;
      await noteSendError(context.db, send.id, `${HOT_WALLET_SHORT}: ${left} units spendable, ${send.units} needed`);
    }
  }
  return chosen;
}

/**
 * Signs queued sends: in one transaction that locks them (SKIP LOCKED), takes their nonces and
 * stores each signed transaction and its hash before anything is broadcast, so a crash after it
 * broadcasts what was stored and never signs a second transfer for the same send.
 */
export async function signQueued(context: SignerContext): Promise<{ signed: number; more: boolean }> {
  const queued = await sendsIn(context.db, context.network, ['queued'], SIGN_BATCH);
  if (queued.length === 0) return { signed: 0, more: false };
  const chosen = await chooseSendable(context, queued);
  if (chosen.length === 0) return { signed: 0, more: false };
  const senders = [...new Set(chosen.map((send) => signingAccount(context, send).address))];
  const [fees, chainNonces] = await Promise.all([
    context.client.estimateFeesPerGas(),
    Promise.all(senders.map((address) => context.client.getTransactionCount({ address, blockTag: 'pending' }))),
  ]);
  const signed = await context.db.transaction(async (tx) => {
    const locked = await lockQueued(tx, chosen.map((send) => send.id));
    let count = 0;
    for (const [index, address] of senders.entries()) {
      const mine = locked.filter((send) => signingAccount(context, send).address === address);
      if (mine.length === 0) continue;
      const first = await takeNonces(tx, context.network, address, chainNonces[index] ?? 0, mine.length);
      const transactions = await Promise.all(mine.map((send, offset) => signSend(context, send, first + offset, fees)));
      for (const [offset, send] of mine.entries()) {
        const transaction = transactions[offset];
        if (transaction) await storeSigned(tx, send, transaction);
      }
      count += mine.length;
    }
    return count;
  });
  return { signed, more: queued.length === SIGN_BATCH };
}
