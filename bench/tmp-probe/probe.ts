import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { DEFAULT_LIMITS } from '@meridian/server';
import { startBenchServer } from '../support/start-bench-server.js';

const TOKEN = 'bench-console-token-0123456789abcdef';
const server = await startBenchServer({ dataDir: await mkdtemp(join(tmpdir(), 'probe-')), database: 'postgres', redis: true, overrides: { operatorTokens: [{ name: 'bench', token: TOKEN }], limits: { ...DEFAULT_LIMITS, adminRequestsPerOperator: { name: 'admin-operator', limit: 1_000_000, windowMs: 60_000 } } } });
const { db } = server.app.deps;
await db.execute(sql`INSERT INTO members (username, password_hash, nickname, avatar, invite_code) SELECT 'p' || g, 'x', 'P', '/a.svg', 'PB' || g FROM generate_series(1, 5000) g`);
const bare = Fastify();
bare.get('/page', async () => (await db.execute(sql`SELECT m.id, m.username FROM members m ORDER BY m.id DESC LIMIT 20`)).rows);
bare.get('/nothing', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
async function time(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 100; i++) await (await fetch(url, { headers })).text();
  const t: number[] = [];
  for (let i = 0; i < 600; i++) { const s = performance.now(); await (await fetch(url, { headers })).text(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  return `p50 ${t[300]?.toFixed(2)} p99 ${t[594]?.toFixed(2)}`;
}
const auth = { authorization: `Bearer ${TOKEN}` };
console.log('bare nothing', await time(`${bareUrl}/nothing`));
console.log('bare page   ', await time(`${bareUrl}/page`));
console.log('admin members', await time(`${server.url}/admin/members?page=1`, auth));
console.log('admin members q', await time(`${server.url}/admin/members?registeredFrom=2000-01-01&page=1`, auth));
console.log('admin outbox?', await time(`${server.url}/admin/nonexistent`, auth));
await bare.close(); await server.close(); process.exit(0);
