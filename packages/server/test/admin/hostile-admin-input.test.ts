import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema/index.js';
import { COMMAND_DEFINITIONS } from '../../src/operator/command-registry.js';
import { pathParamsOf, type AdminRoute, type CommandDefinition } from '../../src/operator/command-types.js';
import { DEFAULT_LIMITS } from '../../src/security/limits.js';
import { randomIp } from '../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { fieldPaths, HOSTILE_VALUES, sampleOf, urlEncodedOf, withValueAt, type HostileValue } from '../helpers/hostile-input.js';

/**
 * Every admin route, every field its command takes from the path, the query or the body, every
 * hostile value: the answer is a JSON refusal or an answer, never a 500; a value no field may hold
 * is refused with 400 or 422; and a refused request has its audit row, whatever it held.
 */

const TOKEN = 'fuzz-token-0123456789abcdefghij';
let t: TestApp;
beforeAll(async () => {
  // One script sends thousands of requests here: the per-operator limit would stop it after 120.
  const unlimited = { ...DEFAULT_LIMITS.adminRequestsPerOperator, limit: 1_000_000 };
  t = await buildTestApp({ operatorTokens: [{ name: 'fuzz', token: TOKEN }], limits: { ...DEFAULT_LIMITS, adminRequestsPerOperator: unlimited } });
});
afterAll(async () => {
  await t.close();
});

interface AdminRequest {
  url: string;
  body?: Record<string, unknown>;
}

/** The command's valid fields without its name, as the route's request carries them (a product's `itemName` as `name`). */
function sampleFields(definition: CommandDefinition, route: AdminRoute): Record<string, unknown> {
  const sample = sampleOf(definition.schema);
  const { name: _name, ...fields } = typeof sample === 'object' && sample !== null ? (sample as Record<string, unknown>) : {};
  if (route.body !== 'item' || !('itemName' in fields)) return fields;
  const { itemName, ...rest } = fields;
  return { ...rest, name: itemName };
}

/** A sampled field as a URL carries it (a path parameter the command does not sample is an id: 1). */
function urlTextOf(fields: Record<string, unknown>, param: string): string {
  const value = fields[param];
  return encodeURIComponent(typeof value === 'string' || typeof value === 'number' ? String(value) : '1');
}

/** The request for `route` with `hostile` in `field` (a body field may be nested), or null when the route cannot carry it. */
function requestWith(definition: CommandDefinition, route: AdminRoute, field: readonly string[], hostile: HostileValue): AdminRequest | null {
  const fields = sampleFields(definition, route);
  const [top = ''] = field;
  const params = pathParamsOf(route.path);
  const query = route.query ?? {};
  const isInPath = params.includes(top);
  const isInQuery = !isInPath && top in query;
  const encoded = urlEncodedOf(hostile.value);
  if ((isInPath || isInQuery) && (encoded === null || field.length > 1)) return null;
  const path = route.path.replace(/:(\w+)/g, (_match, param: string) => (isInPath && param === top ? (encoded ?? '') : urlTextOf(fields, param)));
  const url = `/admin${path}${isInQuery ? `?${top}=${encoded ?? ''}` : ''}`;
  if (route.body === undefined) return isInPath || isInQuery ? { url } : null;
  const body = Object.fromEntries(Object.entries(fields).filter(([key]) => !params.includes(key) && !(key in query)));
  if (isInPath || isInQuery) return { url, body };
  const bodyField = route.body === 'item' && top === 'itemName' ? ['name', ...field.slice(1)] : field;
  return { url, body: withValueAt(body, bodyField, hostile.value) as Record<string, unknown> };
}

/** The audit log's newest row when last read: a refusal's row must come after it. */
let seenAuditId = 0;

/** Whether the audit log's newest row is a refusal of `action` written since the last read. */
async function refusalAudited(action: string): Promise<boolean> {
  const [row] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
  const isNew = row !== undefined && row.id > seenAuditId && row.action === action && row.outcome.startsWith('refused: ');
  seenAuditId = row?.id ?? seenAuditId;
  return isNew;
}

const ROUTES = COMMAND_DEFINITIONS.flatMap((definition) =>
  definition.routes.map((route) => [`${route.method} /admin${route.path} (${definition.name})`, definition, route] as const),
);

describe('hostile input on the admin API', () => {
  it.each(ROUTES)('%s answers no 500, and audits what it refuses', async (_route, definition, route) => {
    const problems: string[] = [];
    for (const field of fieldPaths(definition.schema).filter(([top]) => top !== 'name')) {
      for (const hostile of HOSTILE_VALUES) {
        const request = requestWith(definition, route, field, hostile);
        if (request === null) continue;
        const response = await t.app.inject({
          method: route.method,
          url: request.url,
          remoteAddress: randomIp(),
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
        });
        const where = `${field.join('.')} = ${hostile.label}`;
        const status = response.statusCode;
        const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
        if (status >= 500) problems.push(`${where}: HTTP ${status}`);
        else if (hostile.isAlwaysInvalid && status !== 400 && status !== 422) problems.push(`${where}: HTTP ${status}, not 400 or 422`);
        else if (status >= 400 && !isJson) problems.push(`${where}: HTTP ${status} without a JSON answer`);
        const isRefusedAndAudited = status === 400 || (definition.logged && (status === 404 || status === 409 || status === 422));
        if (isRefusedAndAudited && !(await refusalAudited(definition.name))) problems.push(`${where}: HTTP ${status} left no audit row`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('audits a refusal whose request held a NUL, with a visible ␀ in its place (PostgreSQL keeps no NUL)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/banners',
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'A banner', image: 'iVBORw0KGgo=', 'field\u0000name': 'a\u0000b' }),
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(row).toMatchObject({ actor: 'api:fuzz', action: 'banner-add', outcome: expect.stringContaining('field\u2400name') });
  });
});
