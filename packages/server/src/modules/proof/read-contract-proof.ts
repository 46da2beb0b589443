import { CONTRACT_PROOF_MAX_LINKS, formatAmount, ZContractDirection, ZContractStatus, type TGetContractProofResponse } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { contractOrders } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { readChainLinks, readTickEvidence } from '../../market/tick-evidence.js';
import { tickKey } from '../../market/tick-proofs.js';

const plain = (value: string) => new Decimal(value).toFixed();

type ContractRow = typeof contractOrders.$inferSelect;
type Proof = TGetContractProofResponse;

/** The order as the proof shows it: what was bought, on which ticks, and how it ended. */
function orderOf(row: ContractRow): Proof['order'] {
  return {
    orderNo: row.orderNo,
    allname: row.allname,
    direction: ZContractDirection.parse(row.direction),
    seconds: row.seconds,
    purchasePrice: plain(row.purchasePrice),
    purchaseTickAt: row.purchaseTickAt,
    expiresAt: row.expiresAt,
    settlePrice: row.settlePrice === null ? null : plain(row.settlePrice),
    settleTickAt: row.settleTickAt,
    status: ZContractStatus.parse(row.status),
  };
}

function stakeOf(row: ContractRow): NonNullable<Proof['stake']> {
  return { amount: formatAmount(row.amount, row.currency), yieldPercent: plain(row.yieldPercent), currency: row.currency, profit: row.profit === null ? null : formatAmount(row.profit, row.currency) };
}

/** The roots from the entry's to the exit's, when both are committed and at most CONTRACT_PROOF_MAX_LINKS apart. */
async function linksBetween(db: DbOrTx, entry: Proof['entry'], exit: Proof['exit']): Promise<Proof['links']> {
  if (!entry || !exit) return null;
  const span = exit.root.seq - entry.root.seq;
  if (span < 0 || span > CONTRACT_PROOF_MAX_LINKS) return null;
  return readChainLinks(db, entry.root.seq, exit.root.seq);
}

/**
 * Everything that proves the contract `orderNo` was bought and settled on recorded, committed
 * ticks: the order, each tick's evidence and the roots linking the two. The stake and the profit
 * only when `showsStakeTo` accepts the contract's member (the member themself, an operator).
 * Null when there is no such contract.
 */
export async function readContractProof(db: DbOrTx, orderNo: string, showsStakeTo: (memberId: number) => boolean): Promise<Proof | null> {
  const [row] = await db.select().from(contractOrders).where(eq(contractOrders.orderNo, orderNo)).limit(1);
  if (!row) return null;
  const entryTick = { allname: row.allname, at: row.purchaseTickAt };
  const exitTick = row.settleTickAt === null ? null : { allname: row.allname, at: row.settleTickAt };
  const evidence = await readTickEvidence(db, exitTick ? [entryTick, exitTick] : [entryTick]);
  const entry = evidence.get(tickKey(entryTick)) ?? null;
  const exit = exitTick ? (evidence.get(tickKey(exitTick)) ?? null) : null;
  return {
    order: orderOf(row),
    stake: showsStakeTo(row.memberId) ? stakeOf(row) : null,
    entry,
    exit,
    links: await linksBetween(db, entry, exit),
  };
}
