import { afterAll, describe, expect, it, vi } from 'vitest';
import { io as connect } from 'socket.io-client';
import { processStorage, type ProcessStorage } from '../helpers/process-storage.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';

let server: ServerProcess | undefined;
const storages: ProcessStorage[] = [];
afterAll(async () => {
  await stopServerProcess(server);
  for (const storage of storages) await storage.dispose();
});

/** A server process on this project's database (a PGlite folder, or a PostgreSQL database of its own). */
async function start(): Promise<ServerProcess> {
  const storage = await processStorage();
  storages.push(storage);
  return startServerProcess(storage.env);
}

function exitOf(child: ServerProcess['child']): Promise<{ code: number | null; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve({ code, afterMs: Date.now() - started });
    });
  });
}

describe('SIGTERM', () => {
  it('drains: readiness turns, sockets are told to reconnect, and the process exits 0 within 10 s', async () => {
    server = await start();

    const socket = connect(server.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => {
      socket.once('disconnect', (reason) => {
        resolve(reason);
      });
    });
    // Keep-alive connections stay open as a browser's would.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    // A transport close, not a server "disconnect": socket.io clients reconnect by themselves only then.
    expect(await disconnected).toBe('transport close');
    const { code, afterMs } = await exited;
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(10_000);
    expect(server.output()).not.toContain('could not stop within 10 s');
    socket.close();
  }, 120_000);
});

describe('a second signal', () => {
  it('exits at once', async () => {
    server = await start();
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
    const { afterMs } = await exited;
    expect(afterMs).toBeLessThan(2_000);
  }, 120_000);
});

describe('health and readiness', () => {
  it('answer without a token: alive at once, ready once the price feed ticks', async () => {
    server = await start();
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const { url } = server;
    await vi.waitFor(
      async () => {
        const ready = await fetch(`${url}/readyz`);
        expect(await ready.json()).toEqual({ status: 'ready', roles: ['api', 'live', 'jobs', 'feed', 'chain'], checks: { database: true, priceFeed: true, listener: true, clock: true, accepting: true } });
      },
      { timeout: 10_000, interval: 200 },
    );
    await stopServerProcess(server);
  }, 120_000);
});
