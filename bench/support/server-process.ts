import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The built server's entry, as the server package exports it (`npm start` runs the same file), or
 * BENCH_SERVER_MAIN: another build's `dist/main.js`, to measure the code before a change beside it.
 */
const MAIN = process.env.BENCH_SERVER_MAIN ?? fileURLToPath(import.meta.resolve('@meridian/server/bin/server'));
const READY_TIMEOUT_MS = 120_000;

/**
 * The built server (`packages/server/dist/main.js`) as a process of its own, as it runs in
 * production: its event loop is not shared with the benchmark's clients, so what they measure is
 * the server and not the load generator beside it.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning to the first `/readyz` 200. */
  readyMs: number;
  /** The server's own account of its start (the `started` log line's phases). */
  phases: Record<string, number>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        done(port);
      });
    });
  });
}

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Spawns the server with `env` on top of this process's and polls /readyz every 20 ms until it answers 200.
 * `cpus` (taskset's list, "1") keeps it on those cores (util-linux's taskset).
 */
export async function startServerProcess(env: Record<string, string>, port: number, cpus?: string): Promise<ServerProcess> {
  const spawnedAt = performance.now();
  const [command, args] = cpus === undefined ? [process.execPath, [MAIN]] : ['taskset', ['-c', cpus, process.execPath, MAIN]];
  const child = spawn(command, args, {
    env: { ...process.env, CAPTCHA: 'off', LOG_LEVEL: 'info', CHAIN_DEMO: 'off', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let phases: Record<string, number> = {};
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) {
      if (!line.includes('"msg":"started"')) continue;
      phases = (JSON.parse(line) as { phases?: Record<string, number> }).phases ?? {};
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}:\n${output.slice(-3000)}`);
    if (performance.now() - spawnedAt > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`);
    }
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url, child, readyMs: performance.now() - spawnedAt, phases };
    await pause(20);
  }
}

export function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', () => { done(); }));
}

/** SIGTERM, and how long the process took to exit. */
export async function stopGracefully(child: ChildProcess): Promise<number> {
  const at = performance.now();
  child.kill('SIGTERM');
  await exitOf(child);
  return performance.now() - at;
}

/** A PostgreSQL database made for `run` on the server at `adminUrl`, dropped afterwards. */
export async function withPostgresDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `meridian_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
