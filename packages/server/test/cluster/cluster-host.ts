import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inheritedEnv } from '../ledger/crash-server.js';
import { SERVER_COMMAND } from '../helpers/build-server.js';
import { endProcess } from '../helpers/end-process.js';
import { serverRunning } from '../helpers/server-running.js';
import type { Host } from './netns.js';

/** Debian's libfaketime (package faketime), the thread-safe build: Node runs several threads. */
export const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';
/** Where every host's server listens, inside its own namespace. */
export const HOST_PORT = 8080;
const KEPT_OUTPUT_CHARS = 20_000;

export interface HostServerOptions {
  host: Host;
  roles: string;
  env: Record<string, string>;
  /** Shifts this process's clock (libfaketime's offset, e.g. `+30s`): namespaces share the kernel's clock. */
  clockOffset?: string;
}

/**
 * The compiled server, as `npm start` runs it, inside a host's namespace (`ip netns exec`, which
 * execs the command: the child is the server itself, so a kill -9 reaches it and nothing else).
 */
export class HostServer {
  private child: ChildProcess | undefined;
  private output = '';
  private exitExpected = false;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-cluster-host-'));
  readonly unexpectedExits: string[] = [];
  private clockOffset: string | undefined;

  constructor(readonly options: HostServerOptions) {
    this.clockOffset = options.clockOffset;
  }

  /** The clock offset of the next start (none: the kernel's clock). */
  setClockOffset(offset: string | undefined): void {
    this.clockOffset = offset;
  }

  get name(): string {
    return this.options.host.name;
  }

  get backend(): { host: string; port: number } {
    return { host: this.options.host.address, port: HOST_PORT };
  }

  /** The server's pid (`ip netns exec` became the server), as the feed owner's record names it. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  tail(chars = 4_000): string {
    return this.output.slice(-chars);
  }

  async start(timeoutMs = 90_000): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    const { host, roles, env } = this.options;
    const { clockOffset } = this;
    const child = spawn('ip', ['netns', 'exec', host.namespace, process.execPath, ...SERVER_COMMAND], {
      env: {
        ...inheritedEnv(),
        ...env,
        PORT: String(HOST_PORT),
        HOST: '0.0.0.0',
        ROLES: roles,
        DATA_DIR: this.dataDir,
        WEB_DIST: path.join(tmpdir(), 'meridian-no-web-dist'),
        CAPTCHA: 'off',
        LOG_LEVEL: 'warn',
        ...(clockOffset ? { LD_PRELOAD: FAKETIME_LIBRARY, FAKETIME: clockOffset } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exitExpected = false;
    // CLUSTER_LOGS=<folder>: every host's whole output there too, for a run being looked into.
    const logDir = process.env.CLUSTER_LOGS;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
      if (logDir) appendFileSync(path.join(logDir, `${this.name}.log`), chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (!this.exitExpected) this.unexpectedExits.push(`${this.name} exited by itself (code ${String(code)}, signal ${String(signal)}):\n${this.tail()}`);
    });
    await serverRunning(child, () => this.tail(), timeoutMs);
  }

  /** kill -9: no shutdown hook, no flush; waits until the process is gone. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child) {
      const forced = setTimeout(() => child.kill('SIGKILL'), 20_000);
      try {
        await this.end('SIGTERM');
      } finally {
        clearTimeout(forced);
      }
    }
  }

  dispose(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    this.exitExpected = true;
    return endProcess(child, signal);
  }
}
