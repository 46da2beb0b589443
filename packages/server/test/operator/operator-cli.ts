import { desc, eq } from 'drizzle-orm';
import { operatorAudit } from '../../src/db/schema/index.js';
import { encodePng } from '../../src/images/encode-png.js';
import type { ReadFile } from '../../src/operator/command-line-forms.js';
import type { CommandOutcome } from '../../src/operator/command-types.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { parseCommandLine } from '../../src/operator/parse-command.js';
import type { TestApp } from '../helpers/build-test-app.js';

/**
 * Runs a command line as `npm run operator -- …` does on a database it opens itself: read by the
 * CLI's parser, then run (and audited) on the test app's database, with that app's caches,
 * settings and DATA_DIR as a server running the command gives them.
 */
export function operatorCli(t: TestApp, actor = 'cli:ops') {
  return async (args: readonly string[], readFile?: ReadFile): Promise<CommandOutcome> => {
    const line = parseCommandLine(args, readFile);
    if (!line.ok) throw new Error(`not a command line: ${line.error}`);
    return runCommand(t.db, line.command, { actor, caches: t.deps.caches, dataDir: t.config.dataDir, settings: t.deps.settings });
  };
}

/**
 * A command line whose change four eyes holds (a change of terms: issue 35), then approved by a
 * second operator as the console's Approvals page does: answers the approval's outcome (the change
 * made, or its refusal). A command that was not held answers its own outcome.
 */
export function operatorCliApproved(t: TestApp, actor = 'cli:ops', checker = 'cli:second-pair-of-eyes') {
  const run = operatorCli(t, actor);
  return async (args: readonly string[], readFile?: ReadFile): Promise<CommandOutcome> => {
    const asked = await run(args, readFile);
    const held = asked.status === 202 ? (asked.data as { approvalId: number }).approvalId : null;
    if (held === null) return asked;
    return runCommand(t.db, { name: 'approval-approve', id: held }, { actor: checker, caches: t.deps.caches, dataDir: t.config.dataDir, settings: t.deps.settings });
  };
}

/** The newest audit row of one action (the maker's row of a held command, say). */
export async function lastAuditOf(t: TestApp, action: string) {
  const [row] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.action, action)).orderBy(desc(operatorAudit.id)).limit(1);
  if (!row) throw new Error(`no audit row of ${action}`);
  return row;
}

export async function lastAudit(t: TestApp) {
  const [row] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
  if (!row) throw new Error('no audit row');
  return row;
}

/** A real 2 × 2 PNG, and bytes that only claim to be one. */
export const TINY_PNG = encodePng(2, 2, Buffer.alloc(16, 200), true);
export const NOT_AN_IMAGE = Buffer.from('GIF89a not what we accept');
