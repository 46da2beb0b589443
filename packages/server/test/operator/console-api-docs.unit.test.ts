import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_ROUTES } from '@meridian/protocol';
import { answerShape } from '../../src/operator/answer-shape.js';
import { COMMAND_DEFINITIONS } from '../../src/operator/command-registry.js';
import { CALLS_END, CALLS_START, consoleApiReference } from '../../src/operator/console-api-reference.js';
import { withGenerated } from '../../src/operator/operator-reference.js';

const DOCS = path.resolve(import.meta.dirname, '../../../../docs/console-api.md');

describe('docs/console-api.md', () => {
  it('has the call reference the contract writes', () => {
    const docs = readFileSync(DOCS, 'utf8');
    expect(docs).toContain(CALLS_START);
    expect(withGenerated(docs, consoleApiReference(COMMAND_DEFINITIONS), CALLS_START, CALLS_END), 'run `npm run docs:operators -w @meridian/server`').toBe(docs);
  });

  it('names every route of the contract', () => {
    const reference = consoleApiReference(COMMAND_DEFINITIONS);
    for (const routes of Object.values(ADMIN_ROUTES)) for (const route of routes) expect(reference).toContain(`${route.method} /admin${route.path}`);
  });

  it('writes an answer as its fields, nested objects and lists included', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.number(), tags: z.array(z.string()) })), total: z.number(), more: z.boolean().optional(), owner: z.object({ host: z.string() }).nullable() });
    expect(answerShape(schema)).toBe('{items: {id, tags[]}[], total, more?, owner: {host}}');
    expect(answerShape(z.undefined())).toBe('—');
  });
});
