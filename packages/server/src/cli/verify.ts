import { loadConfig } from '../env.js';
import { parseCommandLine } from '../operator/parse-command.js';
import { runOperator } from '../operator/run-operator.js';
import { cliErrorText } from './cli-error-text.js';
import { runVerifyLiabilities } from './verify-liabilities.js';
import { runVerifyReserves } from './verify-reserves.js';

const USAGE = [
  'Usage:',
  '  npm run verify -- contract <order no>                 check a contract against the committed chain of tick roots',
  '  npm run verify -- chain [--from <ISO>] [--to <ISO>]    check the chain and every recorded tick against it',
  '  npm run verify -- liabilities <file>                  check a downloaded proof of liabilities, offline',
  '  npm run verify -- reserves <file> [--rpc <URL>]        check published proof of reserves: signatures, and with a node the balances at the block',
].join('\n');

/**
 * `npm run verify -- …`: the operator commands `verify contract` and `verify chain`, run where they
 * can run (through the server that owns the embedded database, or on PostgreSQL), and the check of
 * a proof-of-liabilities or proof-of-reserves file, which needs neither (the reserves'
 * balances need a node of the chain, `--rpc`). Exit 0 when everything checks, 1 when something
 * does not, 2 on a line that is not one of the above.
 */
async function main(args: readonly string[]): Promise<number> {
  if (args[0] === 'liabilities') return runVerifyLiabilities(args.slice(1), process.stdout, process.stderr);
  if (args[0] === 'reserves') return runVerifyReserves(args.slice(1), process.stdout, process.stderr);
  const line = parseCommandLine(['verify', ...args]);
  if (!line.ok || (line.command.name !== 'verify-contract' && line.command.name !== 'verify-chain')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const outcome = await runOperator(loadConfig(process.env), line.command);
  (outcome.ok ? process.stdout : process.stderr).write(`${outcome.text}\n`);
  return outcome.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${cliErrorText(error)}\n`);
    process.exitCode = 1;
  },
);
