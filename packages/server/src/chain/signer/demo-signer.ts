import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { settleSentWithdrawal } from '../../modules/withdraw/withdrawal-review.js';
import { DEMO_TOKEN_DECIMALS } from '../chain-config.js';
import { loadDemoSeed } from '../demo-seed.js';
import type { DevChain } from '../dev/dev-chain.js';
import type { OwnedLoop, OwnedLoopLog } from '../owned-loop.js';
import { signerKeys } from './hot-wallet.js';
import { startSigner } from './start-signer.js';

export const DEMO_SIGNER_WARNING =
  'chain: the embedded demo runs the signer inside the server, with a hot wallet from the demo seed in DATA_DIR: for the demo only. Production runs `npm run signer` apart (SIGNER_SEED_FILE) and refuses this.';
/** The demo hot wallet's float, topped up at every start: a million demo USDT. */
const DEMO_HOT_FLOAT = 1_000_000n * 10n ** BigInt(DEMO_TOKEN_DECIMALS);
/** A demo deposit of 10 USDT or more is swept into the hot wallet, so the Wallets screen shows collection at work. */
const DEMO_SWEEP_MIN = 10n * 10n ** BigInt(DEMO_TOKEN_DECIMALS);

/**
 * The embedded demo's signer (`npm start`, one process): the hot wallet is the demo seed's
 * (chain/signer/hot-wallet.ts), funded on the development chain at every start, and approved ERC20
 * coin withdrawals are handed to it, so a newcomer sees a withdrawal arrive on chain. The caller
 * has checked the demo is allowed (never in production: chain/dev/dev-chain-guard.ts).
 */
export async function startDemoSigner(deps: AppDeps, database: Pick<Database, 'tryAdvisoryLock'>, devChain: DevChain, seedFile: string, log: OwnedLoopLog & { warn(message: string): void }): Promise<OwnedLoop | undefined> {
  const network = deps.chain.get('ERC20');
  if (network === undefined) return undefined;
  log.warn(DEMO_SIGNER_WARNING);
  const seed = loadDemoSeed(seedFile, { isProduction: deps.config.isProduction });
  const keys = signerKeys(seed);
  const account = keys.hot;
  await devChain.fundWallet(account.address, DEMO_HOT_FLOAT);
  // The fee wallet needs the chain's coin only: it pays deposit addresses the gas of their sweeps.
  await devChain.fundWallet(keys.fee.address, 0n);
  deps.coinPayouts.set('ERC20', { token: devChain.tokenAddress, decimals: devChain.tokenDecimals });
  log.info(`demo hot wallet ${account.address} on ERC20`);
  return startSigner({
    db: deps.db,
    database,
    network: 'ERC20',
    rpcUrl: devChain.rpcUrl,
    token: devChain.tokenAddress,
    confirmations: network.confirmations,
    keys,
    wallets: { sweepMinUnits: DEMO_SWEEP_MIN },
    log,
    intervalMs: deps.config.chainTiming.pollMs,
    onFinished: settleSentWithdrawal,
  });
}
