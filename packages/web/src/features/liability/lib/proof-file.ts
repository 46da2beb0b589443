import { liabilityProofLeaves, type TLiabilityProof } from '@meridian/protocol';
import { downloadJsonFile } from './json-file';

export function proofFileName(proof: TLiabilityProof): string {
  return `meridian-liabilities-${proof.snapshot.id}-member-${liabilityProofLeaves(proof).memberId}.json`;
}

/** Saves the proof as a JSON file the member keeps and checks with `npm run verify -- liabilities FILE`. */
export function downloadProofFile(proof: TLiabilityProof): void {
  downloadJsonFile(proofFileName(proof), proof);
}
