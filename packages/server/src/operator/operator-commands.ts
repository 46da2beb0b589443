import type { DbOrTx, Tx } from '../db/types.js';
import { auditRecordOf, cliActor, runAudited } from './audited-run.js';
import { definitionOf, ZOperatorCommand, type OperatorCommand } from './command-registry.js';
import type { CommandContext, CommandOutcome, EffectContext } from './command-types.js';
import { holdIfAboveThreshold } from './four-eyes.js';

/**
 * Runs a command on a database and writes what was done to the audit log: in the same
 * transaction as the command's effect, so neither is ever kept without the other; a refusal is
 * logged too. The CLI runs it either on the database directly or, when a server owns an embedded
 * database, through that server (see operator-channel.ts); the admin API runs it in the server.
 * A command with a four-eyes rule above its threshold is kept for a second operator instead
 * (four-eyes.ts), in the same transaction as its audit row.
 */
export async function runCommand(db: DbOrTx, command: OperatorCommand, context: CommandContext = {}): Promise<CommandOutcome> {
  const definition = definitionOf(command);
  const actor = context.actor ?? cliActor();
  const target = definition.targetOf(command);
  const effectContext: EffectContext = { ...context, actor, performApproved: (tx, kept) => performApproved(tx, kept, effectContext) };
  if (definition.read !== undefined) return definition.read(db, command, effectContext);
  const perform = async (tx: Tx) => {
    const held = definition.fourEyes === undefined ? null : await holdIfAboveThreshold(tx, definition.fourEyes, command, target, actor);
    return held ?? definition.perform(tx, command, effectContext);
  };
  const outcome = await runAudited(db, auditRecordOf(command, target, actor, context.origin), definition.keepsResult, perform);
  // After the commit: forgotten earlier, a read in between could cache the old value again.
  for (const changed of outcome.ok ? definition.settingsChangedBy(command) : []) context.settings?.forget(changed);
  return outcome;
}

/** A held command, approved: checked by the registry's schema again and run as it was given. */
function performApproved(tx: Tx, kept: unknown, context: EffectContext): Promise<CommandOutcome> {
  const command = ZOperatorCommand.parse(kept);
  return definitionOf(command).perform(tx, command, context);
}
