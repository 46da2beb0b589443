import { DEFAULT_LIMITS } from '@meridian/server';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startBenchServer } from '../support/start-bench-server.js';
import { listMembers } from '../../packages/server/src/operator/member-list.js';
import { tableTotal } from '../../packages/server/src/operator/command-paging.js';
import { members } from '../../packages/server/src/db/schema/index.js';

const server = await startBenchServer({ dataDir: await mkdtemp(join(tmpdir(), 'probe-')), database: 'postgres', redis: true, overrides: { operatorTokens: [{ name: 'bench', token: 'bench-console-token-0123456789abcdef' }], limits: { ...DEFAULT_LIMITS, adminRequestsPerOperator: { name: 'admin-operator', limit: 1_000_000, windowMs: 60_000 } } } });
const { db } = server.app.deps;
await db.execute(sql`INSERT INTO members (username, password_hash, nickname, avatar, invite_code) SELECT 'p' || g, 'x', 'P', '/a.svg', 'PB' || g FROM generate_series(1, 5000) g`);
async function time(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await f();
  const t: number[] = [];
  for (let i = 0; i < 500; i++) { const s = performance.now(); await f(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(20), `p50 ${t[250]?.toFixed(2)} p99 ${t[495]?.toFixed(2)}`);
}
const req = { page: 1, pageSize: 20, order: 'desc' as const, sort: 'id' as const };
await time('select 1', () => db.execute(sql`select 1`));
await time('listMembers', () => listMembers(db, req));
await time('count', () => tableTotal(db, req, members, undefined));
await time('page only', () => db.select().from(members).orderBy(members.id).limit(20));
const { runCommand } = await import('../../packages/server/src/operator/operator-commands.js');
const { ZOperatorCommand } = await import('../../packages/server/src/operator/command-registry.js');
const parsed = ZOperatorCommand.parse({ name: 'members', page: 1 });
await time('parse', async () => ZOperatorCommand.safeParse({ name: 'members', page: 1 }));
await time('runCommand', () => runCommand(db, parsed, { actor: 'api:x' }));
const TOKEN = 'bench-console-token-0123456789abcdef';
await time('inject members', () => server.app.inject({ url: '/admin/members?page=1', headers: { authorization: `Bearer ${TOKEN}` } }));
await time('inject members 1', () => server.app.inject({ url: '/admin/members?page=1&pageSize=1', headers: { authorization: `Bearer ${TOKEN}` } }));
await time('inject operators', () => server.app.inject({ url: '/admin/operators', headers: { authorization: `Bearer ${TOKEN}` } }));
await time('runCommand ctx', () => runCommand(db, parsed, { actor: 'api:x', caches: server.app.deps.caches, settings: server.app.deps.settings }));
await time('inject 404', () => server.app.inject({ url: '/admin/nothing', headers: { authorization: `Bearer ${TOKEN}` } }));
const r = await server.app.inject({ url: '/admin/members?page=1', headers: { authorization: `Bearer ${TOKEN}` } });
console.log(r.statusCode, r.body.length);
await server.close(); process.exit(0);
