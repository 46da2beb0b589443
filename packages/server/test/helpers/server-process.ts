import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, inheritedEnv } from '../ledger/crash-server.js';
import { SERVER_COMMAND } from './build-server.js';
import { serverRunning } from './server-running.js';
import { templatedDataDir } from './process-storage.js';

/** A real server process (the compiled `main.js`) started by a test, as one of several behind a load balancer. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
}

/**
 * Starts the server on a free port with no built app, with `env` on top of this process's
 * environment (never its DATABASE_URL or REDIS_URL: a test names the database a process uses), on a
 * new templated DATA_DIR unless `env` gives one, and waits for its "running" line (or fails with
 * its output).
 */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_COMMAND], {
    env: {
      ...inheritedEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.DATA_DIR ?? templatedDataDir(),
      WEB_DIST: path.join(tmpdir(), 'meridian-no-web-dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await serverRunning(child, () => output, startTimeoutMs);
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

/** Stops it with SIGTERM (a graceful shutdown) and waits for it to exit: its exit code (null if a signal ended it). */
export function stopServerProcess(server: ServerProcess | undefined): Promise<number | null> {
  if (!server || server.child.exitCode !== null) return Promise.resolve(server?.child.exitCode ?? null);
  return new Promise((resolve) => {
    server.child.once('exit', (code) => {
      resolve(code);
    });
    server.child.kill('SIGTERM');
  });
}
