import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  /** The new database's URL on the same server. */
  url: string;
  drop: () => Promise<void>;
}

/** A database of its own on `adminUrl`'s PostgreSQL server for one run (`<prefix>_<random>`), and its removal. */
export async function createBenchDatabase(adminUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
