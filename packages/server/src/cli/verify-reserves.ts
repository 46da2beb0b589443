import {
  EVM_ADDRESS_HEX,
  checkReserves,
  tokenAmountOfUnits,
  ZGetReservesResponse,
  ZPublishedReserves,
  type ReserveEntryCheck,
  type ReserveEntryFailure,
  type ReserveEntryStatus,
  type ReserveFiguresFailure,
  type TPublishedReserves,
  type TReserveAttestation,
} from '@meridian/protocol';
import { createPublicClient, erc20Abi, http, type Address, type PublicClient } from 'viem';
import { printReport, readProofFile, type VerifyOutput, type VerifyReport } from './verify-output.js';

/**
 * `npm run verify -- reserves FILE [--rpc URL]…` (cli/verify.ts): checks published proof of reserves
 * with the protocol code the reserves page runs (every signature recovers to its own address over
 * the fixed message of the snapshot; the totals and the ratio add up), and, given a node of the
 * chain, that each balance is what the chain held at the pinned block and that the block is still
 * the one attested (its hash).
 */

const ENTRY_FAILURE_TEXT: Record<ReserveEntryFailure, string> = {
  bad_address: 'not an EVM address (0x and 40 hex digits)',
  message_mismatch: 'the signed message is not the fixed text for this snapshot, network and address',
  missing_signature: 'no signature, though this is an address whose key Meridian holds',
  bad_signature: 'the signature is not a signature at all',
  wrong_signer: 'FORGED: the signature was made by another key, so control of this address is not proven',
};

const FIGURES_FAILURE_TEXT: Record<ReserveFiguresFailure, string> = {
  network_total_mismatch: "the network's total is not the sum of its addresses' balances",
  total_mismatch: 'the reserves total is not the sum of the networks',
  ratio_mismatch: 'the ratio is not reserves divided by liabilities',
  duplicate_address: 'an address is listed twice (its balance would count twice)',
};

function statusText(status: ReserveEntryStatus): string {
  if (status === 'verified') return 'signature verified';
  if (status === 'unsigned') return 'cold address: no signature (Meridian never holds its key)';
  return ENTRY_FAILURE_TEXT[status];
}

/** What the command asks of a node: its chain, a block's hash, a balance at a block. */
export interface ReservesChainReader {
  chainId(): Promise<number>;
  blockHash(blockNumber: bigint): Promise<string | null>;
  balanceOf(token: Address, holder: Address, blockNumber: bigint): Promise<bigint>;
}

export function rpcChainReader(rpcUrl: string): ReservesChainReader {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, batch: true }) }) as PublicClient;
  return {
    chainId: () => client.getChainId(),
    blockHash: async (blockNumber) => (await client.getBlock({ blockNumber })).hash,
    balanceOf: (token, holder, blockNumber) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder], blockNumber }),
  };
}

function parseReserves(text: string): TPublishedReserves | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'the file is not JSON';
  }
  // The page's download and the call's answer (`{ reserves }`) are both taken.
  const answer = ZGetReservesResponse.safeParse(json);
  if (answer.success) return answer.data.reserves ?? 'the answer holds no reserves (no snapshot was published yet)';
  const parsed = ZPublishedReserves.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(the file)'))].join(', ');
  return `not a proof-of-reserves file (${fields})`;
}

/** Each address's balance and the block's hash on the chain, against the attestation: one line per fault. */
async function chainFaults(reader: ReservesChainReader, attestation: TReserveAttestation): Promise<{ block: string | null; balances: Map<string, string> }> {
  const blockNumber = BigInt(attestation.blockNumber);
  const hash = await reader.blockHash(blockNumber).catch(() => null);
  const block = hash?.toLowerCase() === attestation.blockHash.toLowerCase() ? null : `block ${attestation.blockNumber}'s hash on the chain is ${hash ?? '(none)'}, the file says ${attestation.blockHash} (a re-org replaced it, or the file is wrong)`;
  const balances = new Map<string, string>();
  // Addresses are asked in lower case (viem refuses a mixed case that is not its checksum); one that is no address at all already fails its signature check.
  const readable = attestation.entries.filter((entry) => EVM_ADDRESS_HEX.test(entry.address));
  if (!EVM_ADDRESS_HEX.test(attestation.token)) return { block: block ?? `the token ${attestation.token} is not an EVM address`, balances };
  const token = attestation.token.toLowerCase() as Address;
  const onChain = await Promise.all(readable.map((entry) => reader.balanceOf(token, entry.address.toLowerCase() as Address, blockNumber)));
  readable.forEach((entry, index) => {
    const units = onChain[index] ?? 0n;
    if (units !== BigInt(entry.units)) balances.set(entry.address, `BALANCE CHANGED: the chain held ${units} units at block ${attestation.blockNumber}, the file says ${entry.units}`);
  });
  return { block, balances };
}

/** One network's lines: the block, then each address with its signature's verdict and, with a node, its balance's. */
async function attestationLines(attestation: TReserveAttestation, entries: readonly ReserveEntryCheck[], reader: ReservesChainReader | undefined): Promise<{ lines: string[]; failures: number }> {
  const lines = [`${attestation.network} (chain ${attestation.chainId}), token ${attestation.token}, block ${attestation.blockNumber} ${attestation.blockHash}:`];
  let failures = 0;
  const onChain = reader === undefined ? null : await chainFaults(reader, attestation);
  if (onChain === null) lines.push('  balances not checked against the chain (give --rpc URL of a node of this chain)');
  else if (onChain.block !== null) {
    failures += 1;
    lines.push(`  FAIL ${onChain.block}`);
  }
  for (const entry of entries) {
    const balanceFault = onChain?.balances.get(entry.address);
    const isSigned = entry.status === 'verified' || entry.status === 'unsigned';
    if (!isSigned || balanceFault !== undefined) failures += 1;
    const balance = onChain === null ? '' : `; ${balanceFault ?? `balance matches block ${attestation.blockNumber}`}`;
    lines.push(`  ${isSigned && balanceFault === undefined ? 'OK  ' : 'FAIL'} ${entry.role.padEnd(7)} ${entry.address} ${tokenAmountOfUnits(entry.units, attestation.decimals)}: ${statusText(entry.status)}${balance}`);
  }
  return { lines, failures };
}

/** The verdict on a reserves file, in words for the command line; `readers` by chain id (those given with --rpc). */
export async function verifyReservesFile(text: string, readers: ReadonlyMap<number, ReservesChainReader> = new Map()): Promise<VerifyReport> {
  const reserves = parseReserves(text);
  if (typeof reserves === 'string') return { ok: false, text: `Reserves FAILED: ${reserves}.` };
  const check = checkReserves(reserves);
  const { snapshot } = reserves;
  const lines = [`Proof of reserves for liabilities snapshot #${snapshot.id} (root ${snapshot.rootHash}), taken ${new Date(snapshot.takenAt).toISOString()}.`];
  let failures = check.problems.length;
  for (const attestation of reserves.attestations) {
    const network = await attestationLines(
      attestation,
      check.entries.filter((entry) => entry.network === attestation.network),
      readers.get(attestation.chainId),
    );
    lines.push(...network.lines);
    failures += network.failures;
  }
  for (const chainId of readers.keys()) {
    if (reserves.attestations.some((attestation) => attestation.chainId === chainId)) continue;
    failures += 1;
    lines.push(`FAIL the node given with --rpc is chain ${chainId}, and no reserves in the file are on it`);
  }
  for (const problem of check.problems) lines.push(`FAIL ${problem.network === undefined ? '' : `${problem.network}: `}${FIGURES_FAILURE_TEXT[problem.failure]}${problem.address === undefined ? '' : ` (${problem.address})`}`);
  lines.push(
    check.totalReserves === null
      ? `No reserves attested for this snapshot yet; liabilities ${snapshot.totalLiabilities}.`
      : `Reserves ${check.totalReserves} against liabilities ${snapshot.totalLiabilities}: ratio ${check.ratio ?? 'none (nothing is owed)'}.`,
  );
  lines.push(failures === 0 ? 'Reserves OK.' : `Reserves FAILED: ${failures} ${failures === 1 ? 'problem' : 'problems'} above.`);
  return { ok: failures === 0, text: lines.join('\n') };
}

const USAGE = 'usage: npm run verify -- reserves FILE [--rpc URL]… (the file downloaded from the proof-of-reserves page)\n';

/** The command: reads FILE (and asks each --rpc node its chain), prints the verdict, answers the exit code (0 verified, 1 not, 2 misused). */
export async function runVerifyReserves(
  args: readonly string[],
  out: VerifyOutput,
  err: VerifyOutput,
  readerOf: (rpcUrl: string) => ReservesChainReader = rpcChainReader,
): Promise<number> {
  const files: string[] = [];
  const rpcUrls: string[] = [];
  let isMisused = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--rpc') {
      const url = args[index + 1];
      if (url === undefined) isMisused = true;
      else rpcUrls.push(url);
      index += 1;
    } else if (arg !== undefined) files.push(arg);
  }
  const [file] = files;
  if (isMisused || file === undefined || files.length !== 1) {
    err.write(USAGE);
    return 2;
  }
  const text = await readProofFile(file, err);
  if (text === null) return 2;
  const readers = new Map<number, ReservesChainReader>();
  for (const url of rpcUrls) {
    const reader = readerOf(url);
    readers.set(await reader.chainId(), reader);
  }
  return printReport(await verifyReservesFile(text, readers), out, err);
}
