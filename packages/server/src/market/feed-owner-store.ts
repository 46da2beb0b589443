import { hostname } from 'node:os';
import { z } from 'zod';
import type { DbOrTx } from '../db/types.js';
import { readServerRecord, writeServerRecord, type ServerRecord } from '../settings/server-record-store.js';

/**
 * Which process owns the price feed, as the dashboard of any process shows it. Ownership itself
 * is an advisory lock (feed-ownership.ts), which names no one: the owner writes this record when
 * it takes the feed. An owner that died leaves its record behind until another takes over; the
 * age of the last tick tells the two apart.
 */
export const ZFeedOwner = z.object({
  /** The process, named as the data directory's lock names it (db/data-dir-lock.ts): host and pid. */
  host: z.string(),
  pid: z.number().int(),
  source: z.string(),
  /** ISO time it took the feed. */
  since: z.string(),
});
export type FeedOwner = z.infer<typeof ZFeedOwner>;

const FEED_OWNER: ServerRecord<FeedOwner> = { key: 'server.priceFeedOwner', schema: ZFeedOwner };

/** This process, as a feed owner's record names it. */
export const thisProcess = () => ({ host: hostname(), pid: process.pid });

export const recordFeedOwner = (db: DbOrTx, source: string, sinceMs: number): Promise<void> =>
  writeServerRecord(db, FEED_OWNER, { ...thisProcess(), source, since: new Date(sinceMs).toISOString() });

export const readFeedOwner = (db: DbOrTx): Promise<FeedOwner | null> => readServerRecord(db, FEED_OWNER);
