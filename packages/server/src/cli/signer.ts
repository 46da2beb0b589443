import type { Address } from 'viem';
import { signerKeys } from '../chain/signer/hot-wallet.js';
import { readSignerSeed } from '../chain/signer/signer-seed.js';
import { startSigner } from '../chain/signer/start-signer.js';
import { openDatabase } from '../db/client.js';
import { settleSentWithdrawal } from '../modules/withdraw/withdrawal-review.js';
import { ConfigError, loadConfig } from '../env.js';
import { cliErrorText } from './cli-error-text.js';

/**
 * `npm run signer`: the only process that holds a key. For each configured EVM network
 * (CHAIN_ERC20_*) it sends the queued token transfers (approved coin withdrawals, when the servers
 * run with CHAIN_SIGNER=on) from the hot wallet (the seed's
 * m/44'/60'/1'/0/0), one signer per network across all processes (an advisory lock), with the
 * signed transaction stored before it is broadcast (chain/signer/). Its seed comes from the file
 * SIGNER_SEED_FILE, which the API server never reads. It needs PostgreSQL (DATABASE_URL): the
 * embedded database belongs to the one process that opened it. Runs until SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.databaseUrl === undefined) throw new ConfigError(['the signer runs beside the servers on PostgreSQL: set DATABASE_URL (the embedded database belongs to one process)']);
  if (config.chain.mode !== 'configured') throw new ConfigError(['the signer sends on configured networks: set CHAIN_ERC20_RPC_URL, CHAIN_ERC20_TOKEN, … (see the README)']);
  const networks = config.chain.networks.filter((network) => network.family === 'evm');
  if (networks.length === 0) throw new ConfigError(['no EVM network is configured (CHAIN_ERC20_*): the signer has nothing to send on']);
  const keys = signerKeys(readSignerSeed(process.env.SIGNER_SEED_FILE));
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 4 });
  const log = {
    info: (message: string) => process.stdout.write(`${new Date().toISOString()} ${message}\n`),
    error: (error: unknown, message: string) => process.stderr.write(`${new Date().toISOString()} ${message}: ${cliErrorText(error)}\n`),
  };
  log.info(`signer: hot wallet ${keys.hot.address} on ${networks.map((network) => network.network).join(', ')}`);
  const signers = networks.map((network) =>
    startSigner({
      db: database.db,
      database,
      network: network.network,
      rpcUrl: network.rpcUrl,
      token: network.token as Address,
      confirmations: network.confirmations,
      keys,
      ...(network.wallets === undefined ? {} : { wallets: network.wallets }),
      log,
      // A coin withdrawal is paid, or its amount returned, in the transaction that makes its transfer final.
      onFinished: settleSentWithdrawal,
    }),
  );
  const stop = async () => {
    await Promise.all(signers.map((signer) => signer.stop()));
    await database.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`${cliErrorText(error)}\n`);
  process.exitCode = 1;
});
