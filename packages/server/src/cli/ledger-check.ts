import { loadConfig } from '../env.js';
import { runOperator } from '../operator/run-operator.js';
import { cliErrorText } from './cli-error-text.js';

/**
 * `npm run ledger:check`: every journal entry sums to zero and every balance equals the sum of
 * its postings. Exit 0 when so; otherwise exit 1 naming the first discrepancy.
 */
runOperator(loadConfig(process.env), { name: 'ledger-check' }).then(
  (outcome) => {
    (outcome.ok ? process.stdout : process.stderr).write(`${outcome.text}\n`);
    process.exitCode = outcome.ok ? 0 : 1;
  },
  (error: unknown) => {
    process.stderr.write(`${cliErrorText(error)}\n`);
    process.exitCode = 1;
  },
);
