import { Decimal } from 'decimal.js';
import { contractOutcome, settleContract } from '../rules/contract-payout.js';
import { CONTRACT_PROOF_MAX_LINKS, type TGetContractProofResponse } from '../schemas/proof/get-contract-proof.js';
import type { TTickEvidence } from '../schemas/proof/tick-root.js';
import { CHAIN_GENESIS, canonicalPrice, chainRoot, tickLeafHash } from './tick-chain.js';
import { isIncluded } from './merkle.js';

/**
 * Checks a contract's proof as the member's browser and `npm run verify -- contract` both do, with
 * nothing taken on trust but the roots themselves (which anyone can compare with a copy of the
 * public list). Every check is reported, so a failure says exactly which link does not hold.
 */

/** Which of the contract's two ticks a check is about; null: the contract as a whole. */
export type ProofTick = 'entry' | 'exit';

export const CONTRACT_CHECKS = [
  /** A commitment was kept for the tick. */
  'committed',
  /** The committed tick is the order's: same pair, same second, same price. */
  'matchesOrder',
  /** The tick and its proof lead to its second's Merkle root. */
  'included',
  /** H(previous root ‖ Merkle root) is the root the chain published for that second. */
  'chained',
  /** The settlement tick is not later than the expiry second. */
  'notAfterExpiry',
  /** The purchase root leads to the settlement root through the roots between: one chain, no fork. */
  'linked',
  /** Up wins above, down below, equal is a draw: the recorded status (and profit) follow from the two prices. */
  'outcome',
] as const;
export type ContractCheckName = (typeof CONTRACT_CHECKS)[number];

export interface ContractCheck {
  name: ContractCheckName;
  tick: ProofTick | null;
  ok: boolean;
}

export interface ContractProofResult {
  /** Every check passed, both ticks included (a running contract: its purchase tick). */
  verified: boolean;
  /** Whether the contract has settled, so the settlement tick was checked too. */
  settled: boolean;
  checks: ContractCheck[];
}

const samePrice = (a: string, b: string) => {
  const left = canonicalPrice(a);
  return left !== null && left === canonicalPrice(b);
};

function tickChecks(tick: ProofTick, evidence: TTickEvidence | null, expected: { allname: string; at: number | null; price: string | null }): ContractCheck[] {
  if (evidence === null) return [{ name: 'committed', tick, ok: false }];
  const leaf = tickLeafHash(evidence.tick);
  const { root } = evidence;
  const isPrevious = root.seq > 1 || evidence.previousRoot === CHAIN_GENESIS;
  return [
    { name: 'committed', tick, ok: true },
    {
      name: 'matchesOrder',
      tick,
      ok:
        evidence.tick.allname === expected.allname &&
        evidence.tick.at === expected.at &&
        evidence.tick.at === root.second &&
        expected.price !== null &&
        samePrice(evidence.tick.price, expected.price),
    },
    { name: 'included', tick, ok: leaf !== null && isIncluded(leaf, evidence.proof, root.merkle) },
    { name: 'chained', tick, ok: isPrevious && chainRoot(evidence.previousRoot, root.merkle) === root.root },
  ];
}

/** Folding `links` onto the entry's root must give the exit's root, one seq per link. */
function isLinked(entry: TTickEvidence, exit: TTickEvidence, links: readonly string[]): boolean {
  if (links.length !== exit.root.seq - entry.root.seq) return false;
  let root: string | null = entry.root.root;
  for (const merkle of links) root = root === null ? null : chainRoot(root, merkle);
  return root === exit.root.root && (links.length === 0 || links[links.length - 1] === exit.root.merkle);
}

function outcomeHolds(proof: TGetContractProofResponse): boolean {
  const { order, stake } = proof;
  if (order.settlePrice === null || order.status === 'running') return false;
  if (canonicalPrice(order.purchasePrice) === null || canonicalPrice(order.settlePrice) === null) return false;
  if (stake === null) return contractOutcome(order.direction, order.purchasePrice, order.settlePrice) === order.status;
  const settlement = settleContract({ direction: order.direction, purchasePrice: order.purchasePrice, settlePrice: order.settlePrice, amount: stake.amount, yieldPercent: stake.yieldPercent, currency: stake.currency });
  return settlement.outcome === order.status && stake.profit !== null && new Decimal(settlement.profit).equals(stake.profit);
}

export function verifyContractProof(proof: TGetContractProofResponse): ContractProofResult {
  const { order, entry, exit, links } = proof;
  const settled = order.status !== 'running';
  const checks = tickChecks('entry', entry, { allname: order.allname, at: order.purchaseTickAt, price: order.purchasePrice });
  if (settled) {
    checks.push(...tickChecks('exit', exit, { allname: order.allname, at: order.settleTickAt, price: order.settlePrice }));
    checks.push({ name: 'notAfterExpiry', tick: 'exit', ok: order.settleTickAt !== null && order.settleTickAt <= order.expiresAt && order.settleTickAt >= order.purchaseTickAt });
    // Roots further apart than an answer carries links for are each checked on their own (chained).
    const isTooFar = entry !== null && exit !== null && exit.root.seq - entry.root.seq > CONTRACT_PROOF_MAX_LINKS;
    if (!isTooFar) checks.push({ name: 'linked', tick: null, ok: entry !== null && exit !== null && links !== null && isLinked(entry, exit, links) });
    checks.push({ name: 'outcome', tick: null, ok: outcomeHolds(proof) });
  }
  return { verified: checks.every((check) => check.ok), settled, checks };
}
