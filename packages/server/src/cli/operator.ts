import { loadConfig } from '../env.js';
import { runOperator } from '../operator/run-operator.js';
import { helpFor, parseCommandLine } from '../operator/parse-command.js';
import { cliErrorText } from './cli-error-text.js';

/** `npm run operator -- <command>`: see OPERATOR_USAGE. Exit 1 when the command fails, 2 on bad usage. */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  // Help is asked for, not a mistake: on standard output, and no database is opened for it.
  const help = helpFor(args);
  if (help !== null) {
    process.stdout.write(`${help}\n`);
    return 0;
  }
  const line = parseCommandLine(args);
  if (!line.ok) {
    process.stderr.write(`${line.error}\n`);
    return 2;
  }
  const outcome = await runOperator(loadConfig(process.env), line.command);
  (outcome.ok ? process.stdout : process.stderr).write(`${outcome.text}\n`);
  return outcome.ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${cliErrorText(error)}\n`);
    process.exitCode = 1;
  },
);
