import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API, CODE, DEMO_ENVELOPE_KEY, createEnvelope } from '@meridian/protocol';
import { DataDirInUseError, lockDataDir } from '../../src/db/data-dir-lock.js';
import { templatedDataDir } from '../helpers/process-storage.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';

/**
 * One process per DATA_DIR: PGlite has no lock of its own, and two processes writing one directory
 * corrupt it. A second opener is refused with words that say what to do; a file left by a process
 * that is gone (kill -9) is taken over at once.
 */
const envelope = createEnvelope(DEMO_ENVELOPE_KEY);
const dirs: string[] = [];
const children: ChildProcess[] = [];
let server: ServerProcess | undefined;

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-lock-'));
  dirs.push(dir);
  return dir;
}

const lockFile = (dir: string) => path.join(dir, 'meridian.pid');

/** A process of ours that idles until killed, standing in for another server. */
function idleProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The id of a process that has exited (what kill -9 leaves behind). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('the child had no pid');
  return child.pid;
}

afterEach(async () => {
  await stopServerProcess(server);
  server = undefined;
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second lock in the same process until the first is released', async () => {
    const dir = newDataDir();
    const first = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await first.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    const second = await lockDataDir(dir);
    await second.release();
  });

  it('refuses while another live process holds it, naming the process and the file', async () => {
    const dir = newDataDir();
    const other = idleProcess();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: other.pid, host: hostname() }));
    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect(String(refusal)).toContain(`in use by process ${String(other.pid)} on ${hostname()}`);
    expect(String(refusal)).toContain(`delete ${lockFile(dir)}`);
    // Nothing changed: the other process still holds it.
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toEqual({ pid: other.pid, host: hostname() });
  });

  it('refuses a lock held from another machine, which it cannot ask', async () => {
    const dir = newDataDir();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: 1234, host: `not-${hostname()}` }));
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process 1234 on not-/);
  });

  it('takes over at once a lock whose process is gone, and leaves no draft files behind', async () => {
    const dir = newDataDir();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: await deadPid(), host: hostname() }));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    await lock.release();
    writeFileSync(lockFile(dir), 'not json');
    const overUnreadable = await lockDataDir(dir);
    await overUnreadable.release();
    expect(readdirSync(dir)).toEqual([]);
  });
});

// Closing releases it: jobs-restart.test.ts opens one PGlite folder again and again in one process.
describe('the embedded database in one DATA_DIR', () => {
  it('a second server process on the DATA_DIR of a running one stops with the reason, and the first keeps serving', async () => {
    const dir = templatedDataDir('meridian-lock-');
    dirs.push(dir);
    server = await startServerProcess({ DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '' });
    const refusal = await startServerProcess({ DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '' }).then(
      // Were it to start (the rule broken), it must not outlive the test.
      async (started) => {
        await stopServerProcess(started);
        return 'started';
      },
      (error: unknown) => String(error),
    );
    expect(refusal).toMatch(/server exited while starting \(code 1,/);
    expect(refusal).toContain(`is in use by process ${String(server.child.pid)}`);
    // Its lock and its database are untouched: it still answers, and still holds the directory.
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: server.child.pid });
    const response = await fetch(`${server.url}${API.common.getMaintainConfig}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: envelope.encode({}) });
    expect((envelope.decode(await response.text()) as { code: number }).code).toBe(CODE.OK);
  }, 120_000);
});
