import { and, count, countDistinct, eq } from 'drizzle-orm';
import { chainCursors, chainDeposits, rechargeOrders } from '@meridian/server';
import { checkLedger, describeDiscrepancy, journalEntries } from '@meridian/server/ledger';

type Db = Parameters<typeof checkLedger>[0];

/** The network bench:deposits configures: the name its cursor, deposits and orders carry. */
const NETWORK = 'ERC20';

/** The watcher's cursor: the last block it has read. */
export async function cursorOf(db: Db): Promise<number> {
  const [cursor] = await db.select({ lastBlock: chainCursors.lastBlock }).from(chainCursors).where(eq(chainCursors.network, NETWORK));
  return cursor?.lastBlock ?? -1;
}

export async function creditedCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.network, NETWORK), eq(chainDeposits.status, 'credited')));
  return row?.n ?? 0;
}

export interface DepositCheck {
  sent: number;
  /** Sent transfers whose deposit is credited. */
  credited: number;
  orders: number;
  distinctOrderTxids: number;
  /** Journal entries of recharges: one per credit. */
  entries: number;
  problems: string[];
}

/**
 * Whether every transfer sent was credited exactly once: one deposit row per transfer, credited,
 * and no other; one crypto recharge order per transfer and one journal entry per order; and the
 * ledger check (every entry balances, every balance is the sum of its postings).
 */
export async function checkDeposits(db: Db, sentTxHashes: readonly string[]): Promise<DepositCheck> {
  const sent = new Set(sentTxHashes.map((hash) => hash.toLowerCase()));
  const rows = await db.select({ txHash: chainDeposits.txHash, status: chainDeposits.status }).from(chainDeposits).where(eq(chainDeposits.network, NETWORK));
  const credited = rows.filter((row) => row.status === 'credited' && sent.has(row.txHash.toLowerCase())).length;
  const strangers = rows.filter((row) => !sent.has(row.txHash.toLowerCase())).length;
  const [orders] = await db
    .select({ n: count(), txids: countDistinct(rechargeOrders.txid) })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.network, NETWORK), eq(rechargeOrders.mode, 'crypto')));
  const [entries] = await db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.kind, 'recharge'));
  const check = { sent: sent.size, credited, orders: orders?.n ?? 0, distinctOrderTxids: orders?.txids ?? 0, entries: entries?.n ?? 0 };
  const problems = (await checkLedger(db)).map(describeDiscrepancy);
  if (rows.length !== sent.size || strangers > 0) problems.push(`${rows.length} deposit rows for ${sent.size} transfers sent (${strangers} not sent by the benchmark)`);
  if (credited !== sent.size) problems.push(`${sent.size - credited} transfers not credited`);
  if (check.orders !== sent.size || check.distinctOrderTxids !== sent.size) problems.push(`${check.orders} recharge orders (${check.distinctOrderTxids} distinct transactions) for ${sent.size} transfers`);
  if (check.entries !== sent.size) problems.push(`${check.entries} recharge journal entries for ${sent.size} transfers`);
  return { ...check, problems };
}
