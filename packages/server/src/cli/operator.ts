import { ConfigError, loadConfig } from '../env.js';
import { runOperator } from '../operator/run-operator.js';
import { OPERATOR_USAGE, parseCommand } from '../operator/parse-command.js';

/** `npm run operator -- <command>`: see OPERATOR_USAGE. Exit 1 when the command fails, 2 on bad usage. */
async function main(): Promise<number> {
  const command = parseCommand(process.argv.slice(2));
  if (!command) {
    process.stderr.write(`${OPERATOR_USAGE}\n`);
    return 2;
  }
  const outcome = await runOperator(loadConfig(process.env), command);
  (outcome.ok ? process.stdout : process.stderr).write(`${outcome.text}\n`);
  return outcome.ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || !(error instanceof Error) ? String(error) : (error.stack ?? error.message)}\n`);
    process.exitCode = 1;
  },
);
