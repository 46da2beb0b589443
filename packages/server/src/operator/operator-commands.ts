import type { DbOrTx, Tx } from '../db/types.js';
import { auditRecordOf, cliActor, runAudited } from './audited-run.js';
import { definitionOf, ZOperatorCommand, type OperatorCommand } from './command-registry.js';
import type { CommandContext, CommandOutcome, EffectContext, HeldOutcome } from './command-types.js';
import { holdForSecondOperator } from './four-eyes.js';
import { claimRefusal, forgetClaim } from './order-claims.js';
import { requestIdOf, runOncePerRequest } from './operator-requests.js';
import { mayRunCommand } from './role-matrix.js';
import type { SettingKey } from '../settings/setting-schemas.js';

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
  // The settings a command changes, and those of a held command an approval runs.
  const changed = new Set(definition.settingsChangedBy(command));
  const effectContext: EffectContext = {
    ...context,
    actor,
    performApproved: (tx, kept) => performApproved(tx, kept, effectContext, changed),
    mayDecide: (kept) => {
      const parsed = ZOperatorCommand.safeParse(kept);
      return parsed.success && (context.role === undefined || mayRunCommand(context.role, parsed.data));
    },
  };
  if (definition.read !== undefined) return definition.read(db, command, effectContext);
  // The pending order a decision is about, when it is one: only whoever holds it decides it.
  const decided = definition.decides?.(command);
  const perform = async (tx: Tx) => {
    const claimed = decided === undefined ? null : await claimRefusal(tx, decided, actor);
    if (claimed !== null) return claimed;
    const refused = definition.precheck === undefined ? null : await definition.precheck(tx, command);
    if (refused !== null) return refused;
    const held =
      definition.fourEyes === undefined
        ? null
        : await holdForSecondOperator(tx, definition.fourEyes, command, {
            target,
            maker: actor,
            settingsChanged: [...changed],
            perform: (savepoint) => definition.perform(savepoint, command, effectContext),
          });
    if (held !== null) return held;
    const outcome = await definition.perform(tx, command, effectContext);
    if (outcome.ok && decided !== undefined) await forgetClaim(tx, decided);
    return outcome;
  };
  const requestId = requestIdOf(command);
  const once = (tx: Tx) => (requestId === undefined ? perform(tx) : runOncePerRequest(tx, { requestId, actor, command }, () => perform(tx)));
  const outcome = await runAudited(db, auditRecordOf(command, target, actor, context.origin), definition.keepsResult, once);
  // After the commit: forgotten earlier, a read in between could cache the old value again. A
  // held change changed nothing yet.
  if (outcome.ok && outcome.status !== 202) for (const key of changed) context.settings?.forget(key);
  return outcome;
}

/** A held command, approved: checked by the registry's schema again and run as it was given. */
async function performApproved(tx: Tx, kept: unknown, context: EffectContext, changed: Set<SettingKey>): Promise<HeldOutcome> {
  const command = ZOperatorCommand.parse(kept);
  const definition = definitionOf(command);
  for (const key of definition.settingsChangedBy(command)) changed.add(key);
  // Only a command with a four-eyes rule is ever held, and those are HELD_COMMANDS (a test checks
  // the registry against the list); each answers its own AdminOutput, as its effect is typed.
  const outcome = (await definition.perform(tx, command, context)) as HeldOutcome;
  // The order its maker held while deciding it is decided now: the claim goes, as it does when a
  // decision runs without a second operator (runCommand). The checker was never refused by it:
  // approving the maker's decision is not taking the order.
  const decided = definition.decides?.(command);
  if (outcome.ok && decided !== undefined) await forgetClaim(tx, decided);
  return outcome;
}
