import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SETTINGS } from '../../src/settings/default-settings.js';
import { SettingsStore, writeSetting } from '../../src/settings/settings-store.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger;
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.dispose();
});

describe('SettingsStore', () => {
  it('reads a stale setting once however many calls ask for it at the same moment', async () => {
    const { db } = testDb.database;
    const store = new SettingsStore(db, quietLog);
    const select = vi.spyOn(db, 'select');
    try {
      const values = await Promise.all(Array.from({ length: 20 }, () => store.get('company')));
      expect(values.every((value) => value.currency === DEFAULT_SETTINGS.company.currency)).toBe(true);
      expect(select).toHaveBeenCalledTimes(1);
      await store.get('company');
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });

  it('does not keep what a read saw when the setting was changed while it was reading', async () => {
    const { db } = testDb.database;
    const store = new SettingsStore(db, quietLog);
    const reading = store.get('maintenance');
    await writeSetting(db, 'maintenance', { maintainStatus: true, message: 'now', until: null });
    store.forget('maintenance');
    await reading;
    expect((await store.get('maintenance')).maintainStatus).toBe(true);
    await writeSetting(db, 'maintenance', DEFAULT_SETTINGS.maintenance);
  });
});
