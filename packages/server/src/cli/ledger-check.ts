import { loadConfig } from '../env.js';
import { runOperator } from '../operator/run-operator.js';
import { cliErrorText } from './cli-error-text.js';

/**
 * `npm run ledger:check`: every journal entry sums to zero in one currency, every balance equals
 * the sum of its postings, no member balance is negative, and every member's held balance is what
 * their open withdrawals, contracts, mining machines and interest deposits hold; then the price
 * record's chain of Merkle roots holds (`verify chain`), since the contracts' outcomes rest on it.
 * Exit 0 when both hold; otherwise exit 1 naming what does not.
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  let ok = true;
  for (const command of [{ name: 'ledger-check' }, { name: 'verify-chain' }] as const) {
    const outcome = await runOperator(config, command);
    (outcome.ok ? process.stdout : process.stderr).write(`${outcome.text}\n`);
    ok &&= outcome.ok;
  }
  return ok ? 0 : 1;
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
