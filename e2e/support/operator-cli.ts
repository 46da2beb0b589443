import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The built operator CLI, as the server package exports it (`npm run operator` runs the same file). */
const OPERATOR_CLI = fileURLToPath(import.meta.resolve('@meridian/server/bin/operator'));

/**
 * `npm run operator -- …` as an operator runs it: a process of its own that finds the harness's
 * server through DATA_DIR/operator.json and hands it the command. Answers what it printed.
 */
export async function runOperator(dataDir: string, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(process.execPath, [OPERATOR_CLI, ...args], { env });
  return stdout;
}
