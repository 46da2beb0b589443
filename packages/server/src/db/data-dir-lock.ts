import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Embedded PGlite has no lock of its own: two processes that open one directory both write to it
 * and corrupt it. So whoever opens it (the server, or the operator CLI when no server runs) first
 * leaves `DATA_DIR/meridian.pid`, as PostgreSQL leaves postmaster.pid, and removes it on close.
 * A file whose process is gone (killed, crashed) is taken over at once, so a restart after a crash
 * never waits. Written by hand rather than with a lock-file package: those judge a lock stale by
 * its age, which would hold a restart after kill -9 back by that long.
 */
const LOCK_FILE = 'meridian.pid';

const ZHolder = z.object({ pid: z.number().int().positive(), host: z.string() });
type Holder = z.infer<typeof ZHolder>;

/** The directories this process holds, so a second open here is refused too. */
const heldHere = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder | null,
  ) {
    const file = path.join(dataDir, LOCK_FILE);
    const who = holder ? `process ${holder.pid} on ${holder.host}` : 'another process';
    super(
      `DATA_DIR ${dataDir} is in use by ${who}: its embedded database can be open in one process only. ` +
        `Stop that process or start this one with another DATA_DIR. If no such process runs, delete ${file}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

/** Whether a process with this id exists (EPERM: it does, under another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    const parsed = ZHolder.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    // Gone meanwhile, or not ours to read.
    return null;
  }
}

/** Whether `holder` may still be using the directory: the file is stale only when we can tell it is. */
function mayStillHold(dataDir: string, holder: Holder | null): boolean {
  if (!holder) return false;
  // Another machine's process (a shared disk) cannot be asked: assume it runs.
  if (holder.host !== hostname()) return true;
  // Our own id: held by this process, or left by an earlier one that had the same id (a container's pid 1).
  if (holder.pid === process.pid) return heldHere.has(dataDir);
  return isProcessAlive(holder.pid);
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes `dataDir` for this process, or throws DataDirInUseError naming who has it. Two processes
 * that find the same stale file at the same moment could in principle both take it (PostgreSQL
 * accepts the same window); one process starting while another runs is always refused.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname() };
  // Written whole under a name of its own, then linked into place: link fails if the lock file
  // exists, and the lock file never exists half written.
  const draft = path.join(dir, `${LOCK_FILE}.${process.pid}.${Date.now()}`);
  await writeFile(draft, JSON.stringify(mine), { mode: 0o600 });
  try {
    return await takeLock(dir, file, draft, mine);
  } finally {
    await rm(draft, { force: true });
  }
}

async function takeLock(dir: string, file: string, draft: string, mine: Holder): Promise<DataDirLock> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await link(draft, file);
      heldHere.add(dir);
      return {
        async release() {
          heldHere.delete(dir);
          const holder = await readHolder(file);
          if (holder?.pid === mine.pid && holder.host === mine.host) await rm(file, { force: true });
        },
      };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
      const holder = await readHolder(file);
      if (attempt > 1 || mayStillHold(dir, holder)) throw new DataDirInUseError(dir, holder);
      await rm(file, { force: true });
    }
  }
}
