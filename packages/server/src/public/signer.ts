/**
 * `@meridian/server/signer`: the signer and what approves a coin withdrawal into its queue, for
 * bench:withdrawals, which runs the signer in its own process beside a server and times it.
 */
export { startSigner, type SignerOptions } from '../chain/signer/start-signer.js';
export { signerKeys, type SignerKeys } from '../chain/signer/hot-wallet.js';
export { payWithdrawal, settleSentWithdrawal } from '../modules/withdraw/withdrawal-review.js';
export { chainSends, members, withdrawals } from '../db/schema/index.js';
