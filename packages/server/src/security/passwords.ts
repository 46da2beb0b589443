import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { CODE } from '@meridian/protocol';
import { AppError } from '../http/app-error.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { REFUSAL_DELAY_MS } from './rate-limiter.js';
import { GateBusyError, PASSWORD_WORK, type WorkLane } from './work-gate.js';

/**
 * Passwords and pay passwords: scrypt with a per-user salt, stored as
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` so the cost can be raised later without breaking old hashes.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt: about 0.35 s of one core per hash here, off the event loop. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes; allow that with room to spare. */
const MAX_MEMORY = 256 * 1024 * 1024;

function scryptKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** One hash through the process's bounded password work; a full queue answers SERVER_BUSY. */
async function derive(password: string, salt: Buffer, options: ScryptOptions, lane: WorkLane): Promise<Buffer> {
  try {
    return await PASSWORD_WORK.run(() => scryptKey(password, salt, options), lane);
  } catch (error) {
    if (error instanceof GateBusyError) throw new AppError(CODE.SERVER_BUSY, 'error.serverBusy');
    throw error;
  }
}

/**
 * Refuses (SERVER_BUSY) when hashing for `lane` is full: before a login does any other work, so that
 * a flood of unknown clients costs the database nothing while it lasts, and with its answer held
 * about a second, as a refusal from memory is (rate-limiter.ts): a flood's connections then ask a
 * few times a second instead of thousands, and calls that hash nothing never queue behind them.
 */
export async function refuseWhenHashingFull(lane: WorkLane): Promise<void> {
  if (!PASSWORD_WORK.isFull(lane)) return;
  await sleep(REFUSAL_DELAY_MS * (0.5 + Math.random()));
  throw new AppError(CODE.SERVER_BUSY, 'error.serverBusy');
}

/** `lane`: whose work it is (work-gate.ts); a stranger's by default. */
export async function hashPassword(password: string, cost: ScryptCost, lane: WorkLane = 'open'): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, lane);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, lane: WorkLane = 'open'): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, lane);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows, checked when a login names no member so that answering
 * "no such member" takes as long as "wrong password".
 */
const decoyHashes = new Map<string, Promise<string>>();
export function decoyPasswordHash(cost: ScryptCost): Promise<string> {
  const key = `${cost.N}/${cost.r}/${cost.p}`;
  let decoy = decoyHashes.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('base64url'), cost);
    decoyHashes.set(key, decoy);
  }
  return decoy;
}
