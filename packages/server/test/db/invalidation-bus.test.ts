import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INVALIDATION_CHANNEL, announceInvalidation, commitAndAnnounce } from '../../src/db/invalidation-bus.js';
import { RecordingSubscriber, useListeningDatabase, waitFor } from '../helpers/listening-database.js';

const fixture = useListeningDatabase();

describe('the invalidation bus', () => {
  it('keeps the caches off until LISTEN has taken effect', () => {
    expect(fixture.subscriber.events.slice(0, 2)).toEqual(['suspend', 'resume']);
  });

  it('delivers what a transaction announces when it commits, and nothing when it rolls back', async () => {
    const { db } = fixture.testDb.database;
    await db
      .transaction(async (tx) => {
        await announceInvalidation(tx, { balanceMemberIds: [-1] });
        tx.rollback();
      })
      .catch(() => undefined);
    await commitAndAnnounce(db, undefined, () => Promise.resolve({ result: null, invalidates: { balanceMemberIds: [42], sessionIds: [7, 8] } }));
    expect(await waitFor(() => fixture.subscriber.heard.some((heard) => heard.balanceMemberIds?.includes(42)))).toBe(true);
    expect(await waitFor(() => fixture.subscriber.heard.some((heard) => heard.sessionIds?.includes(8)))).toBe(true);
    expect(fixture.subscriber.heard.some((heard) => heard.balanceMemberIds?.includes(-1))).toBe(false);
  });

  it('has this process’s caches forget as soon as the change commits, without waiting for the announcement', async () => {
    const local = new RecordingSubscriber();
    await commitAndAnnounce(fixture.testDb.database.db, local, () => Promise.resolve({ result: null, invalidates: { sessionIds: [99] } }));
    expect(local.heard).toEqual([{ sessionIds: [99] }]);
  });

  it('has nobody forget anything when the change fails', async () => {
    const local = new RecordingSubscriber();
    const failing = commitAndAnnounce(fixture.testDb.database.db, local, () => Promise.reject(new Error('refused')));
    await expect(failing).rejects.toThrow('refused');
    expect(local.heard).toEqual([]);
  });

  it('splits a long list so each message stays under PostgreSQL’s 8000-byte limit', async () => {
    const many = Array.from({ length: 2_000 }, (_, i) => 1_000_000_000 + i);
    await announceInvalidation(fixture.testDb.database.db, { sessionIds: many });
    const heardAll = () => new Set(fixture.subscriber.heard.flatMap((heard) => heard.sessionIds ?? [])).size >= many.length;
    expect(await waitFor(heardAll)).toBe(true);
  });

  it('forgets everything on a message it cannot read', async () => {
    const before = fixture.subscriber.events.length;
    await fixture.testDb.database.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, 'not json')`);
    expect(await waitFor(() => fixture.subscriber.events.length > before)).toBe(true);
    expect(fixture.subscriber.events.at(-1)).toBe('resume');
  });
});
