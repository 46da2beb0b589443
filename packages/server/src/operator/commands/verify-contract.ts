import { ADMIN_INPUTS, ADMIN_ROUTES, verifyContractProof, type ContractCheck, type ContractCheckName, type TTickEvidence } from '@meridian/protocol';
import { readContractProof } from '../../modules/proof/read-contract-proof.js';
import { defineRead } from '../command-types.js';
import { ORDER_NO } from '../order-review.js';

/** What each check says, in the operator's words ("the purchase tick …"). */
const CHECK_TEXT: Record<ContractCheckName, string> = {
  committed: 'has a committed root and proof',
  matchesOrder: "is the order's (pair, second and price)",
  included: "is in its second's Merkle root (the proof leads to it)",
  chained: 'root follows from the root before it: H(previous ‖ merkle)',
  notAfterExpiry: 'is not later than the expiry second',
  linked: 'the purchase root leads to the settlement root through the roots between (one chain, no fork)',
  outcome: 'the status and profit follow from the two prices',
};
const TICK_NAME = { entry: 'purchase tick', exit: 'settlement tick' } as const;

const checkLine = (check: ContractCheck) => `  ${check.ok ? 'ok    ' : 'FAILED'}  ${check.tick === null ? '' : `${TICK_NAME[check.tick]} `}${CHECK_TEXT[check.name]}`;

function evidenceLine(name: string, evidence: TTickEvidence | null): string {
  if (evidence === null) return `  ${name}: no commitment`;
  const { tick, root, proof } = evidence;
  return `  ${name}: ${tick.allname} ${tick.price} at ${new Date(tick.at).toISOString()}; root ${root.seq} merkle ${root.merkle} chain ${root.root}; proof of ${proof.length} steps`;
}

/**
 * `npm run verify -- contract <order no>`: the contract's proof, read as the public call answers it
 * and checked with the very function the member's browser runs.
 */
export const verifyContract = defineRead({
  name: 'verify-contract',
  fields: ADMIN_INPUTS['verify-contract'],
  group: 'platform',
  summary: "check a contract's two ticks against the committed chain of Merkle roots, as the member's browser does (exit 1 if any check fails)",
  line: { words: ['verify', 'contract'], positionals: [ORDER_NO] },
  routes: ADMIN_ROUTES['verify-contract'],
  effect: async (db, command) => {
    const proof = await readContractProof(db, command.orderNo, () => true);
    if (!proof) return { ok: false, status: 404, text: `No contract ${command.orderNo}.` };
    const result = verifyContractProof(proof);
    const { order } = proof;
    const state = result.verified ? (result.settled ? 'VERIFIED' : 'VERIFIED so far (running: the settlement tick is not known yet)') : 'FAILED';
    const text = [
      `Contract ${order.orderNo} (${order.allname} ${order.direction} ${order.seconds}s, ${order.status}): ${state}`,
      ...result.checks.map(checkLine),
      evidenceLine('purchase tick', proof.entry),
      ...(result.settled ? [evidenceLine('settlement tick', proof.exit)] : []),
    ].join('\n');
    return { ok: result.verified, text, data: { proof, result } };
  },
});
