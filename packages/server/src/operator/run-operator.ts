import { randomUUID } from 'node:crypto';
import { walletNetworksOf } from '../chain/wallets/wallet-networks.js';
import type { Config } from '../env.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { cliActor } from './audited-run.js';
import { findRunningServer, sendToServer } from './operator-channel.js';
import { definitionOf, ZOperatorCommand, type OperatorCommand } from './command-registry.js';
import { requestIdOf } from './operator-requests.js';
import type { CommandOutcome } from './command-types.js';
import { runCommand } from './operator-commands.js';

/** Runs a command where it can run safely: through the server owning PGlite, or on the database. */
export async function runOperator(config: Config, given: OperatorCommand): Promise<CommandOutcome> {
  // The same check the running server makes, so both paths refuse the same input with words.
  const checked = ZOperatorCommand.safeParse(given);
  if (!checked.success) {
    return { ok: false, text: `Invalid command: ${checked.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}` };
  }
  // A typed command is one intended action: without --request-id it gets an id of its own.
  const command = definitionOf(checked.data).once === 'required' && requestIdOf(checked.data) === undefined ? { ...checked.data, requestId: randomUUID() } : checked.data;
  const actor = cliActor();
  if (!config.databaseUrl) {
    const server = findRunningServer(config.dataDir);
    if (server) return sendToServer(server, command, actor);
  }
  const database = await openDatabase(databaseTarget(config));
  try {
    // A database never started yet still gets its tables, so every command has something to read.
    await database.setup();
    return await runCommand(database.db, command, {
      actor,
      dataDir: config.dataDir,
      coinPayouts: config.coinPayouts,
      walletNetworks: () => walletNetworksOf({ chain: new Map(), coinPayouts: config.coinPayouts, config }),
    });
  } finally {
    await database.close();
  }
}
