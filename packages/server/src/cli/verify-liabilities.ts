import { readFile } from 'node:fs/promises';
import { checkLiabilityProof, liabilitiesMatch, ZLiabilityProof, type LiabilityProofFailure } from '@meridian/protocol';

/**
 * `npm run verify -- liabilities FILE` (cli/verify.ts): checks a
 * proof-of-liabilities file a member downloaded, offline, with the same protocol code the app runs.
 * It needs no server and no database: the file carries the leaf, the path and the root.
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
};

export interface VerifyReport {
  ok: boolean;
  text: string;
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
  const check = checkLiabilityProof(proof);
  if (!check.ok) {
    const where = check.step === undefined ? '' : ` (path step ${check.step + 1} of ${proof.path.length})`;
    return { ok: false, text: `Proof FAILED: ${FAILURE_TEXT[check.failure]}${where}.` };
  }
  const { snapshot, leaf } = proof;
  const books = liabilitiesMatch(snapshot) ? "equal to the ledger's member total" : `NOT equal to the ledger's member total ${snapshot.ledgerTotal}`;
  return {
    ok: true,
    text: [
      `Proof OK: member #${leaf.memberId}'s balance ${leaf.balance} is included in liabilities snapshot #${snapshot.id} taken ${new Date(snapshot.takenAt).toISOString()}.`,
      `Total liabilities ${snapshot.totalLiabilities} across ${snapshot.memberCount} members (${books}).`,
      `Root ${snapshot.rootHash}: compare it with the root published on the proof-of-liabilities page.`,
    ].join('\n'),
  };
}

/** The command: reads FILE, prints the verdict, answers the exit code (0 verified, 1 not, 2 misused). */
export async function runVerifyLiabilities(args: readonly string[], out: { write(text: string): void }, err: { write(text: string): void }): Promise<number> {
  const [file] = args;
  if (file === undefined || args.length !== 1) {
    err.write('usage: npm run verify -- liabilities FILE (a proof downloaded from "My balance is included")\n');
    return 2;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    err.write(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const report = verifyLiabilitiesFile(text);
  (report.ok ? out : err).write(`${report.text}\n`);
  return report.ok ? 0 : 1;
}
