import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operatorRequests } from '../db/schema/index.js';
import type { Tx } from '../db/types.js';
import { said, sayOf } from '../i18n/console/console-translate.js';
import { paramsHash } from '../money/run-once.js';
import { ZCommandOutcome, type CommandOutcome, type Flag } from './command-types.js';

/**
 * The request id of an operator command that moves money: what the console makes once per
 * opening of a dialog, a script once per intended action, and the CLI once per call (or as given
 * with --request-id). The same shape as members' request ids; its field is the contract's
 * ZOperatorRequestId. `--request-id <id>` on the command line:
 */
export const REQUEST_ID_FLAG = { 'request-id': ['requestId', 'text', '<id>'] } as const satisfies Record<string, Flag<'requestId'>>;

/** The command's request id, when it carries one. */
export function requestIdOf(command: { name: string }): string | undefined {
  const id: unknown = (command as { requestId?: unknown }).requestId;
  return typeof id === 'string' ? id : undefined;
}

/** What makes a repeat the same request: the command without its id. */
function commandHashOf(command: { name: string }): string {
  const { requestId: _id, ...rest } = command as { name: string; requestId?: string };
  return paramsHash(command.name, rest);
}

const ZClaimRows = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

/**
 * Runs `run` once per request id, in the caller's transaction (Stripe's rule). The id is claimed
 * first: a concurrent repeat waits on its unique key until this transaction ends, then finds the
 * first answer. A repeat with the same command from the same actor answers the first answer; with
 * another command, or from another actor, it is refused and nothing runs. A refusal releases the
 * id, so a corrected retry may use it again.
 */
export async function runOncePerRequest(
  tx: Tx,
  request: { requestId: string; actor: string; command: { name: string } },
  run: () => Promise<CommandOutcome>,
): Promise<CommandOutcome> {
  const hash = commandHashOf(request.command);
  const claimed = ZClaimRows.parse(
    await tx.execute(sql`insert into ${operatorRequests} (request_id, actor, command_hash, outcome)
      values (${request.requestId}, ${request.actor}, ${hash}, '{}'::jsonb)
      on conflict do nothing returning id`),
  ).rows[0];
  if (claimed === undefined) return firstAnswer(tx, request, hash);
  const outcome = await run();
  if (outcome.ok) await tx.update(operatorRequests).set({ outcome }).where(eq(operatorRequests.id, claimed.id));
  else await tx.delete(operatorRequests).where(eq(operatorRequests.id, claimed.id));
  return outcome;
}

async function firstAnswer(tx: Tx, request: { requestId: string; actor: string }, hash: string): Promise<CommandOutcome> {
  const [first] = await tx
    .select({ actor: operatorRequests.actor, commandHash: operatorRequests.commandHash, outcome: operatorRequests.outcome })
    .from(operatorRequests)
    .where(eq(operatorRequests.requestId, request.requestId));
  if (first === undefined) throw new Error(`operator request ${request.requestId} conflicted but cannot be found`);
  if (first.commandHash !== hash || first.actor !== request.actor) {
    return {
      ok: false,
      status: 409,
      ...said('requests.usedForAnother', { requestId: request.requestId }),
    };
  }
  const outcome = ZCommandOutcome.parse(first.outcome);
  return { ...outcome, ...said('requests.doneBefore', { outcome: sayOf(outcome) }), data: outcome.data };
}
