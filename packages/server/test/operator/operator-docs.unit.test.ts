import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_DEFINITIONS } from '../../src/operator/command-registry.js';
import { operatorReference, REFERENCE_START, withReference } from '../../src/operator/operator-reference.js';

const DOCS = path.resolve(import.meta.dirname, '../../../../docs/operators.md');

describe('docs/operators.md', () => {
  it('has the command reference the registry writes', () => {
    const docs = readFileSync(DOCS, 'utf8');
    expect(docs).toContain(REFERENCE_START);
    expect(withReference(docs, operatorReference(COMMAND_DEFINITIONS)), 'run `npm run docs:operators -w @meridian/server`').toBe(docs);
  });

  it('names every command and every admin route in it', () => {
    const reference = operatorReference(COMMAND_DEFINITIONS);
    for (const definition of COMMAND_DEFINITIONS) {
      expect(reference).toContain(definition.summary);
      for (const route of definition.routes) expect(reference).toContain(`${route.method} /admin${route.path}`);
    }
  });
});
