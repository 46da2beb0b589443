import { assertDevChainAllowed } from '../chain/dev/dev-chain-guard.js';
import { devChainClients } from '../chain/dev/dev-chain-clients.js';
import { devChainRecordPath, readDevChainRecord } from '../chain/dev/dev-chain-file.js';
import { FaucetRequestError, parseDemoUsdtAmount, parseRecipient, sendDemoUsdt } from '../chain/dev/demo-token.js';
import { recordedChainStatus } from '../chain/dev/recorded-chain.js';
import { loadConfig } from '../env.js';
import { cliErrorText } from './cli-error-text.js';

/**
 * `npm run chain -- send <address> <amount>`: the demo faucet from the command line. Sends demo
 * USDT from the development chain's faucet account to an address, on the chain of the embedded demo
 * that runs (or last ran) in the same DATA_DIR, which it finds in DATA_DIR/dev-chain.json. Refused
 * with NODE_ENV=production. Exit 0 once the transfer is mined, 1 when it fails, 2 on bad usage.
 */

const USAGE = [
  'usage: npm run chain -- send <address> <amount>',
  '  sends <amount> demo USDT (e.g. 25 or 0.5) from the development chain\'s faucet to <address> (0x…),',
  '  on the chain of the demo running with the same DATA_DIR (npm start)',
].join('\n');

/** How long a sent transfer may take to be mined: the demo's chain makes a block every few seconds. */
const RECEIPT_TIMEOUT_MS = 60_000;

/** A reason to stop that is said in words, without a stack. */
class ChainCliProblem extends Error {}

async function send(dataDir: string, to: string, amount: string): Promise<string> {
  // The address and the amount are checked before anything else, so a typo is told at once.
  const recipient = parseRecipient(to);
  parseDemoUsdtAmount(amount);
  const record = await readDevChainRecord(dataDir);
  if (record === null) {
    throw new ChainCliProblem(`No development chain has run with DATA_DIR ${dataDir} (${devChainRecordPath(dataDir)} is missing): start the embedded demo with \`npm start\` first.`);
  }
  const status = await recordedChainStatus(record);
  if (status === 'not-answering') {
    throw new ChainCliProblem(`The development chain at ${record.rpcUrl} does not answer: is the demo (\`npm start\`) running with DATA_DIR ${dataDir}?`);
  }
  if (status === 'not-the-demo') {
    throw new ChainCliProblem(`${record.rpcUrl} is not the demo's development chain recorded in ${devChainRecordPath(dataDir)}: restart the demo (\`npm start\`) and try again.`);
  }
  const chain = devChainClients(record.rpcUrl);
  const hash = await sendDemoUsdt(chain, { token: record.tokenAddress, faucet: record.faucetAddress, minter: record.minterAddress }, recipient, amount);
  const receipt = await chain.reader.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
  if (receipt.status !== 'success') throw new ChainCliProblem(`The transfer ${hash} failed on chain.`);
  return `Sent ${amount.trim()} demo USDT to ${recipient} (token ${record.tokenAddress}), transaction ${hash} in block ${receipt.blockNumber}.`;
}

async function main(): Promise<number> {
  const [command, to, amount, ...rest] = process.argv.slice(2);
  if (command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command !== 'send' || to === undefined || amount === undefined || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(process.env);
  assertDevChainAllowed(config);
  process.stdout.write(`${await send(config.dataDir, to, amount)}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof FaucetRequestError) process.stderr.write(`Refused: ${error.message}\n`);
    else process.stderr.write(`${error instanceof ChainCliProblem ? error.message : cliErrorText(error)}\n`);
    process.exitCode = 1;
  },
);
