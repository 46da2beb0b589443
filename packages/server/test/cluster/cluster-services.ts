import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { endProcess } from '../helpers/end-process.js';

/**
 * The cluster's own PostgreSQL and Redis, listening on the bridge's address so that the hosts
 * reach them over their links: the machine's own servers listen on loopback only, and a TCP
 * forwarder in between would hide exactly what is tested (the database seeing a host's
 * connections go dead). Own servers also let the suite restart Redis without touching anything
 * else on the machine.
 */
export interface Service {
  url: string;
  stop(): Promise<void>;
}

/** Debian's PostgreSQL binaries (the newest installed major version). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const newest = versions[0];
  if (newest === undefined) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return path.join(root, newest, 'bin');
}

/** Resolves once something accepts TCP connections on `host:port`. */
export async function listening(host: string, port: number, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${what} is not listening on ${host}:${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * A new PostgreSQL cluster in a temporary folder, owned by the `postgres` user (the server refuses
 * to run as root), trusting the cluster's subnet. Durability is off (fsync): what is killed in
 * this suite is Meridian, never the database, and the suite shares 2 cores.
 */
export async function startPostgres(address: string, subnet: string): Promise<Service> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-cluster-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  const asPostgres = { uid, gid, cwd: dir };
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'], { ...asPostgres, stdio: 'ignore' });
  appendFileSync(path.join(data, 'pg_hba.conf'), `host all all ${subnet} trust\n`);
  const port = 5432;
  const child = spawn(
    path.join(bin, 'postgres'),
    ['-D', data, '-c', `listen_addresses=${address}`, '-c', `port=${port}`, '-c', `unix_socket_directories=${dir}`, '-c', 'fsync=off', '-c', 'max_connections=200'],
    { ...asPostgres, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)));
  try {
    await listening(address, port, 30_000, 'PostgreSQL');
  } catch (error) {
    await endProcess(child, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${String(error)}\n${log}`, { cause: error });
  }
  return {
    url: `postgres://postgres@${address}:${port}/postgres`,
    async stop() {
      // The fast shutdown: ends every session and stops.
      await endProcess(child, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis server that keeps nothing on disk, restartable on the same address (Redis restarted is one of the faults). */
export interface RedisService extends Service {
  restart(downMs: number): Promise<void>;
}

export async function startRedis(address: string): Promise<RedisService> {
  const port = 6379;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--bind', address, '--port', String(port), '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], { stdio: 'ignore' });
    await listening(address, port, 15_000, 'Redis');
  };
  await start();
  return {
    url: `redis://${address}:${port}`,
    async restart(downMs) {
      // A crash and a start again: everything Redis held (the live channel's stream, the rate
      // limits' counters) is gone, as after a restart of a Redis that keeps nothing.
      if (child) await endProcess(child, 'SIGKILL');
      await sleep(downMs);
      await start();
    },
    async stop() {
      if (child) await endProcess(child, 'SIGTERM');
    },
  };
}
