import { checkLiabilityProof, liabilitiesMatch, liabilityProofLeaves, ZLiabilityProof, type LiabilityProofCheck, type LiabilityProofFailure } from '@meridian/protocol';
import { printReport, readProofFile, type VerifyOutput, type VerifyReport } from './verify-output.js';

/**
 * `npm run verify -- liabilities FILE` (cli/verify.ts): checks a
 * proof-of-liabilities file a member downloaded, offline, with the same protocol code the app runs.
 * It needs no server and no database: the file carries the leaves (shards), their paths and the root.
 */

const FAILURE_TEXT: Record<LiabilityProofFailure, string> = {
  path_too_long: 'the path is longer than any tree of this kind can be',
  bad_hash: 'a hash is not 32 bytes of hex',
  negative_sum: 'a sum is negative (a negative sibling would cancel liabilities out of the total)',
  sum_too_large: 'a sum is larger than 2^128 - 1 minor units',
  root_sum_mismatch: "the path's sums do not add up to the snapshot's total",
  root_hash_mismatch: "the path's hashes do not lead to the snapshot's root",
  bad_amount: 'an amount is not a decimal with at most 8 decimals',
  bad_nonce: 'the nonce is not 32 bytes of hex',
  bad_shards: 'the file has no shard, or more than any proof has',
  duplicate_shard: 'two shards are the same leaf (it would be counted twice)',
  shards_sum_mismatch: "the shards do not add up to the member's balance",
};

/** Where the fault is: " (shard 2, path step 3 of 18)", or nothing when the file as a whole is at fault. */
function whereOf(check: Extract<LiabilityProofCheck, { ok: false }>, paths: readonly { path: readonly unknown[] }[]): string {
  const { shard, step } = check;
  const length = paths[shard ?? 0]?.path.length ?? 0;
  const parts = [shard === undefined ? '' : `shard ${shard + 1}`, step === undefined ? '' : `path step ${step + 1} of ${length}`].filter(Boolean);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

/** The verdict on a proof file's text, in words for the command line. */
export function verifyLiabilitiesFile(text: string): VerifyReport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, text: 'Proof FAILED: the file is not JSON.' };
  }
  const parsed = ZLiabilityProof.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(the file)'))].join(', ');
    return { ok: false, text: `Proof FAILED: not a proof-of-liabilities file (${fields}).` };
  }
  const proof = parsed.data;
  const { memberId, balance, leaves } = liabilityProofLeaves(proof);
  const check = checkLiabilityProof(proof);
  if (!check.ok) return { ok: false, text: `Proof FAILED: ${FAILURE_TEXT[check.failure]}${whereOf(check, leaves)}.` };
  const { snapshot } = proof;
  const books = liabilitiesMatch(snapshot) ? "equal to the ledger's member total" : `NOT equal to the ledger's member total ${snapshot.ledgerTotal}`;
  const shards = leaves.length > 1 ? ` (as ${leaves.length} shards, each a leaf of the tree)` : '';
  return {
    ok: true,
    text: [
      `Proof OK: member #${memberId}'s balance ${balance} is included in liabilities snapshot #${snapshot.id} taken ${new Date(snapshot.takenAt).toISOString()}${shards}.`,
      `Total liabilities ${snapshot.totalLiabilities} across ${snapshot.memberCount} members (${books}).`,
      `Root ${snapshot.rootHash}: compare it with the root published on the proof-of-liabilities page.`,
    ].join('\n'),
  };
}

/** The command: reads FILE, prints the verdict, answers the exit code (0 verified, 1 not, 2 misused). */
export async function runVerifyLiabilities(args: readonly string[], out: VerifyOutput, err: VerifyOutput): Promise<number> {
  const [file] = args;
  if (file === undefined || args.length !== 1) {
    err.write('usage: npm run verify -- liabilities FILE (a proof downloaded from "My balance is included")\n');
    return 2;
  }
  const text = await readProofFile(file, err);
  return text === null ? 2 : printReport(verifyLiabilitiesFile(text), out, err);
}
