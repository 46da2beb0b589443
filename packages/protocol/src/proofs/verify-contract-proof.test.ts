import { describe, expect, it } from 'vitest';
import type { TGetContractProofResponse } from '../schemas/proof/get-contract-proof.js';
import type { TTickEvidence, TTickRoot } from '../schemas/proof/tick-root.js';
import { CHAIN_GENESIS, buildTickTree, chainRoot, type CommittedTick } from './tick-chain.js';
import { verifyContractProof, type ContractCheck } from './verify-contract-proof.js';

/**
 * The browser's verifier (the same function `npm run verify -- contract` runs) on an honest proof,
 * and on each way a stored tick, root or proof could have been changed: each names the check that
 * no longer holds.
 */

const START = Date.UTC(2026, 0, 5, 12, 0, 0);
const SECONDS = 30;
const PAIRS = ['BTC/USDT', 'ETH/USDT', 'DOGE/USDT'];

/** One second's ticks: BTC rises a cent a second from 65000, the others wander. */
function ticksAt(second: number): CommittedTick[] {
  const at = START + second * 1000;
  return PAIRS.map((allname, index) => ({ allname, at, price: index === 0 ? (65_000 + second / 100).toFixed(2) : `${index}.${String(second).padStart(4, '0')}` }));
}

/** A chain over SECONDS + 1 seconds and the proof of an up contract on BTC from the first to the last. */
function honestProof(): TGetContractProofResponse {
  const roots: TTickRoot[] = [];
  const evidence: TTickEvidence[] = [];
  let previous = CHAIN_GENESIS;
  for (let second = 0; second <= SECONDS; second += 1) {
    const ticks = ticksAt(second);
    const tree = buildTickTree(ticks);
    const root: TTickRoot = { seq: second + 1, second: START + second * 1000, tickCount: ticks.length, merkle: tree.merkle, root: chainRoot(previous, tree.merkle) ?? '' };
    const btc = ticks[0];
    if (!btc) throw new Error('BTC ticks each second');
    evidence.push({ tick: btc, proof: tree.proofOf(btc) ?? [], root, previousRoot: previous });
    roots.push(root);
    previous = root.root;
  }
  const entry = evidence[0];
  const exit = evidence[SECONDS];
  if (!entry || !exit) throw new Error('both ends');
  return {
    order: {
      orderNo: 'CT202601051200000000000001',
      allname: 'BTC/USDT',
      direction: 'up',
      seconds: SECONDS,
      purchasePrice: entry.tick.price,
      purchaseTickAt: entry.tick.at,
      expiresAt: START + SECONDS * 1000,
      settlePrice: exit.tick.price,
      settleTickAt: exit.tick.at,
      status: 'won',
    },
    stake: { amount: '100.00', yieldPercent: '80', currency: 'USDT', profit: '80.00' },
    entry,
    exit,
    links: roots.slice(1).map((root) => root.merkle),
  };
}

const failed = (checks: readonly ContractCheck[]) => checks.filter((check) => !check.ok).map((check) => `${check.tick ?? 'contract'}.${check.name}`);
const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

describe('verifying a contract', () => {
  it('passes every check of an honest proof', () => {
    const result = verifyContractProof(honestProof());
    expect(result).toMatchObject({ verified: true, settled: true });
    expect(result.checks.map((check) => `${check.tick ?? 'contract'}.${check.name}`)).toEqual([
      'entry.committed',
      'entry.matchesOrder',
      'entry.included',
      'entry.chained',
      'exit.committed',
      'exit.matchesOrder',
      'exit.included',
      'exit.chained',
      'exit.notAfterExpiry',
      'contract.linked',
      'contract.outcome',
    ]);
  });

  it('finds a changed tick: no longer in its root, and no longer the price the order names', () => {
    const proof = honestProof();
    if (!proof.exit) throw new Error('settled');
    proof.exit.tick.price = '65000.31';
    expect(failed(verifyContractProof(proof).checks)).toEqual(['exit.matchesOrder', 'exit.included']);
  });

  it('finds a changed settlement price on the order: it no longer matches its tick', () => {
    const proof = honestProof();
    proof.order.settlePrice = '64000';
    expect(failed(verifyContractProof(proof).checks)).toEqual(['exit.matchesOrder', 'contract.outcome']);
  });

  it('finds a changed proof step', () => {
    const proof = honestProof();
    const step = proof.entry?.proof[0];
    if (!step) throw new Error('a proof of three leaves has steps');
    step.hash = flip(step.hash);
    expect(failed(verifyContractProof(proof).checks)).toEqual(['entry.included']);
  });

  it("finds a changed Merkle root: the tick's proof and the chain's link both break", () => {
    const proof = honestProof();
    if (!proof.entry) throw new Error('committed');
    proof.entry.root.merkle = flip(proof.entry.root.merkle);
    expect(failed(verifyContractProof(proof).checks)).toEqual(['entry.included', 'entry.chained']);
  });

  it('finds a changed chain root, and a settlement root that no longer follows from the purchase root', () => {
    const proof = honestProof();
    if (!proof.exit) throw new Error('settled');
    proof.exit.root.root = flip(proof.exit.root.root);
    expect(failed(verifyContractProof(proof).checks)).toEqual(['exit.chained', 'contract.linked']);
  });

  it('finds a changed previous root, a changed link and a missing link', () => {
    const previous = honestProof();
    if (!previous.exit) throw new Error('settled');
    previous.exit.previousRoot = flip(previous.exit.previousRoot);
    expect(failed(verifyContractProof(previous).checks)).toEqual(['exit.chained']);

    const link = honestProof();
    link.links = (link.links ?? []).map((merkle, index) => (index === 10 ? flip(merkle) : merkle));
    expect(failed(verifyContractProof(link).checks)).toEqual(['contract.linked']);

    const missing = honestProof();
    missing.links = (missing.links ?? []).filter((_, index) => index !== 10);
    expect(failed(verifyContractProof(missing).checks)).toEqual(['contract.linked']);
    missing.links = null;
    expect(failed(verifyContractProof(missing).checks)).toEqual(['contract.linked']);
  });

  it('finds a status or profit that does not follow from the two prices', () => {
    const status = honestProof();
    status.order.status = 'lost';
    expect(failed(verifyContractProof(status).checks)).toEqual(['contract.outcome']);
    const profit = honestProof();
    if (!profit.stake) throw new Error('own contract');
    profit.stake.profit = '90.00';
    expect(failed(verifyContractProof(profit).checks)).toEqual(['contract.outcome']);
  });

  it('finds a settlement tick after the expiry second', () => {
    const proof = honestProof();
    proof.order.expiresAt -= 1000;
    expect(failed(verifyContractProof(proof).checks)).toEqual(['exit.notAfterExpiry']);
  });

  it('says which tick has no commitment', () => {
    const proof = honestProof();
    proof.exit = null;
    expect(failed(verifyContractProof(proof).checks)).toEqual(['exit.committed', 'contract.linked']);
  });

  it("checks the outcome from the prices alone for someone who is not the contract's member", () => {
    const proof = honestProof();
    proof.stake = null;
    expect(verifyContractProof(proof).verified).toBe(true);
    proof.order.status = 'draw';
    expect(failed(verifyContractProof(proof).checks)).toEqual(['contract.outcome']);
  });

  it('checks the purchase tick alone while the contract runs', () => {
    const proof = honestProof();
    Object.assign(proof.order, { status: 'running', settlePrice: null, settleTickAt: null });
    Object.assign(proof, { exit: null, links: null, stake: { ...proof.stake, profit: null } });
    const result = verifyContractProof(proof);
    expect(result).toMatchObject({ verified: true, settled: false });
    expect(result.checks.every((check) => check.tick === 'entry')).toBe(true);
  });

  it('refuses a first root whose previous root is not the genesis', () => {
    const proof = honestProof();
    if (!proof.entry) throw new Error('committed');
    proof.entry.previousRoot = flip(CHAIN_GENESIS);
    expect(failed(verifyContractProof(proof).checks)).toEqual(['entry.chained']);
  });
});
