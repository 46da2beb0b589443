import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { announceInvalidation } from '../../src/db/invalidation-bus.js';
import { LISTENER_APPLICATION_NAME } from '../../src/db/pg-listener.js';
import { useListeningDatabase, waitFor } from '../helpers/listening-database.js';

// PostgreSQL only (a *.pg.test.ts file): PGlite has no separate listening connection to lose.
const fixture = useListeningDatabase();

describe('the listening connection on PostgreSQL', () => {
  it('turns the caches off when lost, and on afresh when back, hearing announcements again', async () => {
    const suspendsBefore = fixture.subscriber.events.filter((event) => event === 'suspend').length;
    const resumesBefore = fixture.subscriber.events.filter((event) => event === 'resume').length;
    await fixture.testDb.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    expect(await waitFor(() => fixture.subscriber.events.filter((event) => event === 'suspend').length > suspendsBefore)).toBe(true);
    expect(await waitFor(() => fixture.subscriber.events.filter((event) => event === 'resume').length > resumesBefore, 10_000)).toBe(true);
    await announceInvalidation(fixture.testDb.database.db, { balanceMemberIds: [4242] });
    expect(await waitFor(() => fixture.subscriber.heard.some((heard) => heard.balanceMemberIds?.includes(4242)))).toBe(true);
  });
});
