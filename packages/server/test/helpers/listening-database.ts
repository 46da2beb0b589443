import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Listening } from '../../src/db/client.js';
import { listenForInvalidations, type Invalidation, type InvalidationSubscriber } from '../../src/db/invalidation-bus.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { until } from './until.js';

/** Remembers what the invalidation bus told it. */
export class RecordingSubscriber implements InvalidationSubscriber {
  readonly heard: Invalidation[] = [];
  readonly events: ('suspend' | 'resume')[] = [];
  forget(invalidation: Invalidation): void {
    this.heard.push(invalidation);
  }
  suspend(): void {
    this.events.push('suspend');
  }
  resume(): void {
    this.events.push('resume');
  }
}

const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** Whether `condition` comes true within `ms`, asked every 10 ms. */
export function waitFor(condition: () => boolean, ms = 2_000): Promise<boolean> {
  return until(condition, { timeoutMs: ms, intervalMs: 10 }).then(
    () => true,
    () => false,
  );
}

export interface ListeningFixture {
  testDb: TestDatabase;
  subscriber: RecordingSubscriber;
}

/** A fresh test database with a recording subscriber listening on it, for the file that calls it. */
export function useListeningDatabase(): ListeningFixture {
  const fixture = {} as ListeningFixture;
  let listening: Listening;
  beforeAll(async () => {
    fixture.testDb = await createTestDatabase();
    fixture.subscriber = new RecordingSubscriber();
    listening = await listenForInvalidations(fixture.testDb.database, fixture.subscriber, quietLog);
  });
  afterAll(async () => {
    await listening.close();
    await fixture.testDb.dispose();
  });
  return fixture;
}
