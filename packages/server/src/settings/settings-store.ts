import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/types.js';
import { settings } from '../db/schema/index.js';
import { DEFAULT_SETTINGS } from './default-settings.js';
import { SETTING_SCHEMAS, type SettingKey, type SettingValue } from './setting-schemas.js';

/** How long a process trusts what it read: other processes (and the operator CLI) change settings. */
export const SETTINGS_TTL_MS = 2_000;

export type SettingRead<K extends SettingKey> = { value: SettingValue<K> } | 'missing' | 'malformed';

export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<SettingRead<K>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) return 'missing';
  const parsed = SETTING_SCHEMAS[key].safeParse(row.value);
  return parsed.success ? { value: parsed.data as SettingValue<K> } : 'malformed';
}

export async function writeSetting<K extends SettingKey>(db: DbOrTx, key: K, value: SettingValue<K>): Promise<void> {
  const checked = SETTING_SCHEMAS[key].parse(value);
  await db
    .insert(settings)
    .values({ key, value: checked })
    .onConflictDoUpdate({ target: settings.key, set: { value: checked, updatedAt: sql`now()` } });
}

/**
 * Settings as the running server reads them: from the database, trusted for a couple of seconds
 * (maintenance is checked on every member call, so it must be cheap), with the defaults for
 * anything missing or malformed.
 */
export class SettingsStore {
  private readonly cache = new Map<SettingKey, { value: unknown; until: number }>();
  /** Reads under way: calls that find a setting stale while it is being read wait for that one read. */
  private readonly reading = new Map<SettingKey, Promise<unknown>>();

  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = SETTINGS_TTL_MS,
  ) {}

  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.value as SettingValue<K>;
    return (await (this.reading.get(key) ?? this.read(key))) as SettingValue<K>;
  }

  async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
    await writeSetting(this.db, key, value);
    this.forget(key);
  }

  /** Drops what this process remembers of a setting that was changed behind its back. */
  forget(key: SettingKey): void {
    this.cache.delete(key);
    // A read under way may have seen the old value: later calls do not wait for it, nor keep it.
    this.reading.delete(key);
  }

  private read(key: SettingKey): Promise<unknown> {
    const isCurrent = () => this.reading.get(key) === pending;
    const pending = this.load(key).then(
      (value) => {
        if (isCurrent()) {
          this.cache.set(key, { value, until: Date.now() + this.ttlMs });
          this.reading.delete(key);
        }
        return value;
      },
      (error: unknown) => {
        if (isCurrent()) this.reading.delete(key);
        throw error;
      },
    );
    this.reading.set(key, pending);
    return pending;
  }

  private async load(key: SettingKey): Promise<unknown> {
    const read = await readSetting(this.db, key);
    if (read === 'malformed') this.log.warn({ setting: key }, 'setting is malformed; using the default');
    return typeof read === 'object' ? read.value : DEFAULT_SETTINGS[key];
  }
}
