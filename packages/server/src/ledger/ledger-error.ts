export type LedgerErrorReason = 'too_few_postings' | 'bad_amount' | 'unbalanced' | 'mixed_currencies' | 'unknown_account' | 'insufficient_funds';

/** Why the ledger refused a movement; its own module so that amounts (amount.ts) can throw it too. */
export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}
