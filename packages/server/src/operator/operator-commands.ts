import type { DbOrTx, Tx } from '../db/types.js';
import { auditRecordOf, cliActor, runAudited } from './audited-run.js';
import { definitionOf, type OperatorCommand } from './command-registry.js';
import type { CommandContext, CommandOutcome } from './command-types.js';

/**
 * Runs a command on a database and writes what was done to the audit log: in the same
 * transaction as the command's effect, so neither is ever kept without the other; a refusal is
 * logged too. The CLI runs it either on the database directly or, when a server owns an embedded
 * database, through that server (see operator-channel.ts); the admin API runs it in the server.
 */
export async function runCommand(db: DbOrTx, command: OperatorCommand, context: CommandContext = {}): Promise<CommandOutcome> {
  const definition = definitionOf(command);
  const actor = context.actor ?? cliActor();
  const perform = (tx: Tx) => definition.perform(tx, command, { ...context, actor });
  if (!definition.logged) return db.transaction(perform);
  const outcome = await runAudited(db, auditRecordOf(command, definition.targetOf(command), actor, context.origin), definition.keepsResult, perform);
  // After the commit: forgotten earlier, a read in between could cache the old value again.
  for (const changed of outcome.ok ? definition.settingsChangedBy(command) : []) context.settings?.forget(changed);
  return outcome;
}
