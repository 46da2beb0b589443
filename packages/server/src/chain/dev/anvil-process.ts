import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { anvilBinaryPath } from './anvil-binary.js';

/**
 * Runs Foundry's anvil as a child of this process that cannot outlive it.
 *
 * A child whose parent is killed (kill -9, a crash) keeps running on Linux and macOS: anvil would
 * hold its port and, on the next start, a second one would run beside it. So anvil is started by a
 * small keeper, a second Node process whose stdin is a pipe from this one: when this process ends
 * in any way the pipe closes, and the keeper stops anvil (SIGTERM, so that anvil still writes its
 * state file) and exits with it. The keeper runs in a process group of its own so that a Ctrl-C in
 * the terminal reaches the server alone, which then stops the chain when it is ready to.
 */

export interface AnvilOptions {
  chainId: number;
  /** Seconds between blocks; without it each transaction is mined at once (anvil's automine). */
  blockTimeSeconds?: number;
  /** 0 or absent: a free port, chosen by anvil itself (no race with another process). */
  port?: number;
  /** A file the chain is loaded from at start and written to on exit and every `intervalSeconds`. */
  state?: { file: string; intervalSeconds: number };
  /** Told when anvil stops without `stop()` having been called. */
  onUnexpectedExit?: (detail: string) => void;
}

export interface RunningAnvil {
  rpcUrl: string;
  /** anvil's own process id (not the keeper's). */
  pid: number;
  /** Stops anvil (which writes its state file first) and waits until it has exited. */
  stop: () => Promise<void>;
}

/**
 * The keeper, run with `node -e` so that it needs no file of its own whether the server runs from
 * its sources (tsx, Vitest) or from dist. Arguments: anvil's binary, then anvil's arguments. It
 * prints one line, `{"pid":…,"port":…}`, once anvil listens, and reads (and drops) anvil's block
 * log, which would otherwise fill the pipe and stall the chain.
 */
const KEEPER_SCRIPT = `
const { spawn } = require('node:child_process');
const [binary, ...args] = process.argv.slice(1);
const anvil = spawn(binary, args, { stdio: ['ignore', 'pipe', 'inherit'], windowsHide: true });
let heard = '';
anvil.stdout.setEncoding('utf8');
anvil.stdout.on('data', (text) => {
  if (heard === null) return;
  heard += text;
  const listening = /Listening on [^\\s]*:(\\d+)/.exec(heard);
  if (listening) {
    heard = null;
    process.stdout.write(JSON.stringify({ pid: anvil.pid, port: Number(listening[1]) }) + '\\n');
  }
});
const stop = () => anvil.kill('SIGTERM');
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
anvil.on('error', (error) => {
  process.stderr.write(String(error) + '\\n');
  process.exit(1);
});
anvil.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1)));
`;

const ZAnnouncement = z.object({ pid: z.number().int().positive(), port: z.number().int().positive() });

const START_TIMEOUT_MS = 30_000;
/** Time for anvil to write its state file after SIGTERM before it is killed outright. */
const STOP_TIMEOUT_MS = 15_000;
/** How much of anvil's error output is kept for a message. */
const ERROR_TAIL_CHARS = 4_000;

function anvilArguments(options: AnvilOptions): string[] {
  const args = ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--chain-id', String(options.chainId), '--color', 'never'];
  if (options.blockTimeSeconds !== undefined) args.push('--block-time', String(options.blockTimeSeconds));
  if (options.state) args.push('--state', options.state.file, '--state-interval', String(options.state.intervalSeconds));
  return args;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** The keeper's one line, or a rejection with what anvil said when it exits or takes too long first. */
function announcement(keeperOutput: Readable, exited: Promise<string>, errors: () => string): Promise<z.infer<typeof ZAnnouncement>> {
  return new Promise((resolve, reject) => {
    let heard = '';
    const timer = setTimeout(() => {
      reject(new Error(`anvil did not start within ${START_TIMEOUT_MS / 1000} s: ${errors()}`));
    }, START_TIMEOUT_MS);
    keeperOutput.setEncoding('utf8');
    keeperOutput.on('data', (text: string) => {
      heard += text;
      const line = heard.split('\n', 1)[0];
      if (line === undefined || line.length === heard.length) return;
      clearTimeout(timer);
      try {
        resolve(ZAnnouncement.parse(JSON.parse(line)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited before it listened (${how}): ${errors() || 'no output'}`));
    });
  });
}

function stopKeeper(keeper: ChildProcess, exited: Promise<string>, anvilPid: number | undefined): Promise<void> {
  if (hasExited(keeper)) return Promise.resolve();
  const forced = setTimeout(() => {
    // anvil hangs on exit: both go now, the state file keeps its last interval's copy.
    if (anvilPid !== undefined) killQuietly(anvilPid);
    keeper.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  keeper.kill('SIGTERM');
  return exited.then(() => {
    clearTimeout(forced);
  });
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const keeper = spawn(process.execPath, ['-e', KEEPER_SCRIPT, anvilBinaryPath(), ...anvilArguments(options)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    windowsHide: true,
  });
  let errorTail = '';
  keeper.stderr.setEncoding('utf8');
  keeper.stderr.on('data', (text: string) => {
    errorTail = (errorTail + text).slice(-ERROR_TAIL_CHARS);
  });
  const errors = () => errorTail.trim();
  const exited = new Promise<string>((resolve) => {
    keeper.once('exit', (code, signal) => {
      resolve(signal ?? `exit code ${code ?? 'unknown'}`);
    });
    // Node itself could not be started again (no 'exit' follows).
    keeper.once('error', (error) => {
      resolve(`not started: ${error.message}`);
    });
  });

  let announced: z.infer<typeof ZAnnouncement>;
  try {
    announced = await announcement(keeper.stdout, exited, errors);
  } catch (error) {
    await stopKeeper(keeper, exited, undefined);
    throw error;
  }
  let stopping = false;
  void exited.then((how) => {
    if (!stopping) options.onUnexpectedExit?.(`anvil (process ${announced.pid}) stopped (${how})${errors() ? `: ${errors()}` : ''}`);
  });
  return {
    rpcUrl: `http://127.0.0.1:${announced.port}`,
    pid: announced.pid,
    stop: () => {
      stopping = true;
      return stopKeeper(keeper, exited, announced.pid);
    },
  };
}
