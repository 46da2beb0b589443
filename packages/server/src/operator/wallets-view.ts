import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { TSignerHealth, TWalletNetwork, TWalletSend, TWalletsAnswer } from '@meridian/protocol';
import { isCancelling } from '../chain/signer/cancel-send.js';
import { readWalletBalances, type WalletAddress } from '../chain/wallets/wallet-balances.js';
import type { WalletNetwork } from '../chain/wallets/wallet-networks.js';
import { tokenAmountOf } from '../chain/watcher/token-amount.js';
import { chainSends, signerStatus } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';

/**
 * A send broadcast (or signed) this long ago and still not mined is stuck: the signer replaces an
 * unmined transaction by itself after 3 minutes, so one still out after 10 needs an operator.
 */
export const STUCK_AFTER_SECONDS = 600;
/** A signer steps every second or so: one silent for this long has stopped. */
export const SIGNER_DOWN_AFTER_SECONDS = 30;
/** Open sends listed per network (the counts are of all of them). */
export const WALLET_SENDS_SHOWN = 200;

const OPEN_STATUSES = ['queued', 'signed', 'broadcast'] as const;
type SendRow = typeof chainSends.$inferSelect;
type StatusRow = typeof signerStatus.$inferSelect;

const secondsBetween = (from: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - from.getTime()) / 1000));

/** Waiting with an error (the hot wallet short, a broadcast refused), or out and not mined for too long. */
export function isStuck(send: Pick<SendRow, 'status' | 'lastError' | 'minedHash' | 'createdAt'>, now: Date): boolean {
  if (send.lastError !== '') return true;
  return send.status !== 'queued' && send.minedHash === '' && secondsBetween(send.createdAt, now) >= STUCK_AFTER_SECONDS;
}

function sendOf(send: SendRow, decimals: number, now: Date): TWalletSend {
  return {
    id: send.id,
    purpose: send.purpose,
    reference: send.reference,
    wallet: send.wallet,
    asset: send.asset,
    amount: send.asset === 'native' ? formatEther(BigInt(send.units)) : tokenAmountOf(BigInt(send.units), decimals),
    toAddress: send.toAddress,
    status: send.status,
    txHash: send.txHash,
    nonce: send.nonce,
    ageSeconds: secondsBetween(send.createdAt, now),
    broadcastAt: send.broadcastAt?.toISOString() ?? null,
    broadcasts: send.broadcasts,
    lastError: send.lastError,
    requestedAction: send.requestedAction,
    requestedBy: send.requestedBy,
    cancelling: isCancelling(send),
    stuck: isStuck(send, now),
  };
}

function healthOf(status: StatusRow | undefined, now: Date): TSignerHealth {
  if (status === undefined) return { state: 'never', startedAt: null, heartbeatAt: null, heartbeatAgeSeconds: null, lastStep: {}, lastError: '' };
  const age = secondsBetween(status.heartbeatAt, now);
  return {
    state: age > SIGNER_DOWN_AFTER_SECONDS ? 'down' : 'up',
    startedAt: status.startedAt.toISOString(),
    heartbeatAt: status.heartbeatAt.toISOString(),
    heartbeatAgeSeconds: age,
    lastStep: status.lastStep,
    lastError: status.lastError,
  };
}

function addressesOf(status: StatusRow | undefined, config: WalletNetwork | undefined): WalletAddress[] {
  const addresses: WalletAddress[] = [];
  if (status !== undefined) addresses.push({ role: 'hot', address: status.hotAddress }, { role: 'fee', address: status.feeAddress });
  if (config?.coldAddress !== undefined) addresses.push({ role: 'cold', address: config.coldAddress });
  return addresses;
}

async function openCounts(db: DbOrTx, network: string, now: Date) {
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_SECONDS * 1000);
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${chainSends.status} = 'queued')`.mapWith(Number),
      signed: sql<number>`count(*) filter (where ${chainSends.status} = 'signed')`.mapWith(Number),
      broadcast: sql<number>`count(*) filter (where ${chainSends.status} = 'broadcast')`.mapWith(Number),
      stuck: sql<number>`count(*) filter (where ${chainSends.lastError} <> '' or (${chainSends.status} <> 'queued' and ${chainSends.minedHash} = '' and ${chainSends.createdAt} <= ${stuckBefore.toISOString()}))`.mapWith(Number),
      pendingSweeps: sql<number>`count(*) filter (where ${chainSends.purpose} = 'sweep')`.mapWith(Number),
      queuedWithdrawals: sql<number>`count(*) filter (where ${chainSends.purpose} = 'withdrawal' and ${chainSends.status} = 'queued')`.mapWith(Number),
    })
    .from(chainSends)
    .where(and(eq(chainSends.network, network), inArray(chainSends.status, [...OPEN_STATUSES])));
  return row ?? { queued: 0, signed: 0, broadcast: 0, stuck: 0, pendingSweeps: 0, queuedWithdrawals: 0 };
}

/**
 * Each network's wallets as the Wallets screen shows them: balances read live from the node (a
 * node that does not answer is said, the rest still shown), the signer's health from its
 * heartbeat, and the sends not final, with those that need an operator marked stuck.
 */
export async function readWallets(db: DbOrTx, configured: readonly WalletNetwork[], now = new Date()): Promise<TWalletsAnswer> {
  const statuses = await db.select().from(signerStatus);
  const withSends = await db.selectDistinct({ network: chainSends.network }).from(chainSends).where(inArray(chainSends.status, [...OPEN_STATUSES]));
  const names = [...new Set([...configured.map((n) => n.network), ...statuses.map((s) => s.network), ...withSends.map((s) => s.network)])].sort();
  const networks = await Promise.all(
    names.map(async (name): Promise<TWalletNetwork> => {
      const config = configured.find((n) => n.network === name);
      const status = statuses.find((s) => s.network === name);
      const decimals = config?.decimals ?? 0;
      const [read, counts, sends] = await Promise.all([
        config === undefined ? Promise.resolve({ balances: [], error: `${name} is not configured on this server` }) : readWalletBalances(config, addressesOf(status, config)),
        openCounts(db, name, now),
        db
          .select()
          .from(chainSends)
          .where(and(eq(chainSends.network, name), inArray(chainSends.status, [...OPEN_STATUSES])))
          .orderBy(asc(chainSends.id))
          .limit(WALLET_SENDS_SHOWN),
      ]);
      return {
        network: name,
        token: config?.token ?? '',
        decimals,
        balances: read.balances,
        balanceError: read.error,
        signer: healthOf(status, now),
        ...counts,
        sends: sends.map((send) => sendOf(send, decimals, now)),
      };
    }),
  );
  return { networks, stuckAfterSeconds: STUCK_AFTER_SECONDS, signerDownAfterSeconds: SIGNER_DOWN_AFTER_SECONDS };
}
