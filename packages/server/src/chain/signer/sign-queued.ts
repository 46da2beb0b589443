import { erc20Abi, type Address } from 'viem';
import { HOT_WALLET_SHORT, hotUnitsInFlight, lockQueued, noteSendError, sendsIn, storeFirstSigned, takeNonces, type ChainSendRow, type SignedTransfer } from './send-store.js';
import { signSends, type Fees } from './sign-send.js';
import { signingAccount, type SignerContext } from './signer-context.js';

/** Sends in flight read per step at most (signed, broadcast): far more than a hot wallet has pending at once. */
export const OPEN_SENDS_READ = 10_000;
/**
 * Sends signed per step at most. One fee estimate, one nonce read per sending address and one
 * database transaction serve the whole batch, so a long queue is signed at the pace of signing
 * itself; the limit keeps broadcasting and following going between batches.
 */
const SIGN_BATCH = 250;

/** A send as stored signed: what is broadcast next. */
export interface StoredTransfer {
  id: number;
  transfer: SignedTransfer;
}

const fromHotInToken = (send: Pick<ChainSendRow, 'wallet' | 'asset'>) => send.wallet === 'hot' && send.asset === 'token';

/** The hot wallet's token units not yet spoken for by its sends signed and not final. */
async function spendable(context: SignerContext): Promise<bigint> {
  const [balance, inFlight] = await Promise.all([
    context.client.readContract({ address: context.token, abi: erc20Abi, functionName: 'balanceOf', args: [context.account.address] }),
    hotUnitsInFlight(context.db, context.network),
  ]);
  return balance - inFlight;
}

/**
 * The queued sends to sign now, in order. The hot wallet's token sends go out in the order they
 * were approved: the first it cannot cover waits (with why, for operators) and so do those behind
 * it. Sends from other wallets (collection) were sized to what their address held and go on.
 */
async function chooseSendable(context: SignerContext, round: SigningRound, queued: readonly ChainSendRow[]): Promise<ChainSendRow[]> {
  if (!queued.some(fromHotInToken)) return [...queued];
  let left = round.spendable ?? (await spendable(context));
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
  round.spendable = left;
  return chosen;
}

/**
 * What the batches of one step share, read of the chain at its first batch: the fees, each
 * sender's nonce on chain (the database's count runs ahead of it from then on: store.takeNonces),
 * and the hot wallet's spendable units, less what each batch takes. Reading them again for every
 * batch would put those calls behind the previous batch's broadcasts at the node.
 */
export interface SigningRound {
  fees?: Fees;
  chainNonces: Map<string, number>;
  spendable?: bigint;
}

export function newSigningRound(): SigningRound {
  return { chainNonces: new Map() };
}

async function chainNoncesOf(context: SignerContext, round: SigningRound, senders: readonly string[]): Promise<void> {
  const unknown = senders.filter((address) => !round.chainNonces.has(address));
  const counts = await Promise.all(unknown.map((address) => context.client.getTransactionCount({ address: address as Address, blockTag: 'pending' })));
  unknown.forEach((address, index) => round.chainNonces.set(address, counts[index] ?? 0));
}

/**
 * Signs queued sends: in one transaction that locks them (SKIP LOCKED), takes their nonces and
 * stores each signed transaction and its hash before anything is broadcast, so a crash after it
 * broadcasts what was stored and never signs a second transfer for the same send.
 */
export async function signQueued(context: SignerContext, round = newSigningRound()): Promise<{ signed: StoredTransfer[]; more: boolean }> {
  const queued = await sendsIn(context.db, context.network, ['queued'], SIGN_BATCH);
  if (queued.length === 0) return { signed: [], more: false };
  const chosen = await chooseSendable(context, round, queued);
  if (chosen.length === 0) return { signed: [], more: false };
  const senders = [...new Set(chosen.map((send) => signingAccount(context, send).address))];
  const [fees] = await Promise.all([round.fees ?? context.client.estimateFeesPerGas(), chainNoncesOf(context, round, senders)]);
  round.fees = fees;
  const signed = await context.db.transaction(async (tx) => {
    const locked = await lockQueued(tx, chosen.map((send) => send.id));
    const stored: StoredTransfer[] = [];
    for (const address of senders) {
      const mine = locked.filter((send) => signingAccount(context, send).address === address);
      if (mine.length === 0) continue;
      const first = await takeNonces(tx, context.network, address, round.chainNonces.get(address) ?? 0, mine.length);
      const transfers = await signSends(context, mine, first, fees);
      const batch = transfers.map((transfer, offset) => ({ id: mine[offset]?.id ?? -1, transfer }));
      await storeFirstSigned(tx, batch);
      stored.push(...batch);
    }
    return stored;
  });
  // More waits only when a full batch went out: a queue held back (a short hot wallet) is not spun on.
  return { signed, more: queued.length === SIGN_BATCH && signed.length === SIGN_BATCH };
}
