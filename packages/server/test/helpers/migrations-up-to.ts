import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/db/client.js';

/**
 * The migrations folder as an older installation had it: the same files, the journal cut after
 * `tag`. Migrating to it, writing rows of that time, then migrating to the real folder tests what
 * a later migration does to data it finds. The caller removes the folder.
 */
export function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'meridian-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}
