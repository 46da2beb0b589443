import type { Config } from 'drizzle-kit';

/**
 * drizzle-kit's configuration (`npm run db:generate -w @meridian/server`). It lives under src so the
 * type-checked lint covers it; paths are relative to packages/server, where the script runs.
 * The generated SQL in packages/server/drizzle is committed and applied at start by src/db/migrate.ts.
 */
export default {
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
} satisfies Config;
