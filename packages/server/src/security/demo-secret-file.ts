import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret the embedded demo makes at its first start and keeps in DATA_DIR (mode 0600, only the
 * machine's own user reads it), so what was made with it (members' push subscriptions, sealed
 * documents) survives a restart. Production configures its own and never comes here. Answers
 * the kept text and whether it was made now.
 */
export function keptDemoSecret(dataDir: string, fileName: string, make: () => string): { secret: string; made: boolean } {
  const file = path.join(dataDir, fileName);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept !== '') return { secret: kept, made: false };
  } catch {
    // None yet: made below.
  }
  const secret = make();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return { secret, made: true };
}
