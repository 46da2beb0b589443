import { CHAIN_GENESIS, buildTickTree, chainRoot, type CommittedTick, type TGetContractProofResponse, type TTickEvidence } from '@meridian/protocol';

const PURCHASE_AT = Date.UTC(2024, 2, 1, 12, 0, 5);
const SETTLE_AT = Date.UTC(2024, 2, 1, 12, 0, 35);

/** The evidence of `tick` in a second of it and one other pair, at chain position `seq` after `previousRoot`. */
function evidenceOf(tick: CommittedTick, seq: number, previousRoot: string): TTickEvidence {
  const tree = buildTickTree([tick, { allname: 'ETH/USDT', at: tick.at, price: '3500.25' }]);
  const root = chainRoot(previousRoot, tree.merkle) ?? '';
  return { tick, proof: tree.proofOf(tick) ?? [], root: { seq, second: tick.at, tickCount: tree.size, merkle: tree.merkle, root }, previousRoot };
}

/**
 * An honest proof of a lost up contract on BTC/USDT: its purchase second is root 1 and its
 * settlement second root 2 of the chain (as if nothing was recorded between), built with the
 * protocol's own tree so the page's verifier accepts it.
 */
export function honestContractProof(): TGetContractProofResponse {
  const entry = evidenceOf({ allname: 'BTC/USDT', at: PURCHASE_AT, price: '65000.1' }, 1, CHAIN_GENESIS);
  const exit = evidenceOf({ allname: 'BTC/USDT', at: SETTLE_AT, price: '64999' }, 2, entry.root.root);
  return {
    order: {
      orderNo: 'CS0009',
      allname: 'BTC/USDT',
      direction: 'up',
      seconds: 30,
      purchasePrice: '65000.1',
      purchaseTickAt: PURCHASE_AT,
      expiresAt: SETTLE_AT,
      settlePrice: '64999',
      settleTickAt: SETTLE_AT,
      status: 'lost',
    },
    stake: null,
    entry,
    exit,
    links: [exit.root.merkle],
  };
}
