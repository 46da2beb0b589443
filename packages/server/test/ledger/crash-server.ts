import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, CODE, DEMO_ENVELOPE_KEY, createEnvelope } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '../../src/http/envelope-cipher.js';
import { SERVER_COMMAND } from '../helpers/build-server.js';
import { endProcess } from '../helpers/end-process.js';
import { serverRunning } from '../helpers/server-running.js';

const envelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);
/** Enough of the server's output to say why it failed, without keeping a whole run's log. */
const KEPT_OUTPUT_CHARS = 20_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface ServerOptions {
  port: number;
  /** DATA_DIR: the embedded database lives here when databaseUrl is not given. */
  dataDir: string;
  databaseUrl?: string;
  operatorToken: string;
  sandboxPaySecret: string;
}

/** The parent's environment without what would point the child at another database or Redis. */
export function inheritedEnv(): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && key !== 'DATABASE_URL' && key !== 'REDIS_URL') kept[key] = value;
  }
  // No development chain per process (a node and a watcher each): the tests that read a chain start one themselves.
  return { CHAIN_DEMO: 'off', ...kept };
}

/** Whether the server answers a call through the envelope: listening alone is not ready enough to count. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${API.common.getTimestamp}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: envelope.encode({}),
      signal: AbortSignal.timeout(5_000),
    });
    const answer = envelope.decode(await response.text()) as { code?: unknown };
    return answer.code === CODE.OK;
  } catch {
    return false;
  }
}

/**
 * One real server process at a time, on a fixed port so clients keep their address across
 * restarts, the compiled server as `npm start` runs it, and killed without warning (SIGKILL: no
 * shutdown hook, no flush, transactions cut wherever they are).
 */
export class CrashServer {
  private child: ChildProcess | undefined;
  private output = '';
  private exitExpected = false;
  /** Exits nobody asked for: the server crashed by itself. */
  readonly unexpectedExits: string[] = [];
  starts = 0;
  kills = 0;
  /** When each kill -9 was sent (ms since the epoch). */
  readonly killTimes: number[] = [];
  /** How long each start took until the server answered, in ms. */
  readonly startTimes: number[] = [];

  constructor(private readonly options: ServerOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  tail(chars = 4_000): string {
    return this.output.slice(-chars);
  }

  async start(timeoutMs = 90_000): Promise<void> {
    if (this.child) throw new Error('the server is already running');
    const began = Date.now();
    const { port, dataDir, databaseUrl, operatorToken, sandboxPaySecret } = this.options;
    const child = spawn(process.execPath, [...SERVER_COMMAND], {
      env: {
        ...inheritedEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        WEB_DIST: path.join(tmpdir(), 'meridian-no-web-dist'),
        CAPTCHA: 'off',
        LOG_LEVEL: 'warn',
        OPERATOR_TOKEN: operatorToken,
        SANDBOX_PAY_SECRET: sandboxPaySecret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exitExpected = false;
    this.starts += 1;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (!this.exitExpected) this.unexpectedExits.push(`server exited by itself (code ${String(code)}, signal ${String(signal)}):\n${this.tail()}`);
    });

    await serverRunning(child, () => this.tail(), timeoutMs);
    if (!(await answers(this.url))) throw new Error(`the server says it is running but does not answer a call:\n${this.tail()}`);
    this.startTimes.push(Date.now() - began);
  }

  /** kill -9, and wait until the process is gone (its port and, on PGlite, its files are free). */
  async kill(): Promise<void> {
    this.killTimes.push(Date.now());
    await this.end('SIGKILL');
    this.kills += 1;
  }

  /** A polite stop, for the end of the run; a server that will not stop is killed. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const forced = setTimeout(() => child.kill('SIGKILL'), 20_000);
    try {
      await this.end('SIGTERM');
    } finally {
      clearTimeout(forced);
    }
  }

  private end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    this.exitExpected = true;
    return endProcess(child, signal);
  }
}
