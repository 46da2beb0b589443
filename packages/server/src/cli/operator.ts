import { loadConfig } from '../env.js';
import { runOperator } from '../operator/run-operator.js';
import { parseCommandLine } from '../operator/parse-command.js';
import { cliErrorText } from './cli-error-text.js';

/** `npm run operator -- <command>`: see OPERATOR_USAGE. Exit 1 when the command fails, 2 on bad usage. */
async function main(): Promise<number> {
  const line = parseCommandLine(process.argv.slice(2));
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
