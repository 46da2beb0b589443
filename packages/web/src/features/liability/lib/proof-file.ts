import { liabilityProofLeaves, type TLiabilityProof } from '@meridian/protocol';

export function proofFileName(proof: TLiabilityProof): string {
  return `meridian-liabilities-${proof.snapshot.id}-member-${liabilityProofLeaves(proof).memberId}.json`;
}

/** Saves the proof as a JSON file the member keeps and checks with `npm run verify -- liabilities FILE`. */
export function downloadProofFile(proof: TLiabilityProof): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = proofFileName(proof);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
