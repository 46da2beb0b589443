import { describe, expect, it } from 'vitest';
import { ADMIN_INPUTS } from '@meridian/protocol';
import { COMMAND_DEFINITIONS, ZOperatorCommand } from '../../src/operator/command-registry.js';
import { wordsOf } from '../../src/operator/command-line-forms.js';
import { pathParamsOf } from '../../src/operator/command-types.js';
import { OPERATOR_USAGE } from '../../src/operator/parse-command.js';

const duplicatesOf = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);
const fieldsOf = (definition: (typeof COMMAND_DEFINITIONS)[number]) => Object.keys(definition.schema.shape);

describe('the operator command registry', () => {
  it('names every command once', () => {
    expect(duplicatesOf(COMMAND_DEFINITIONS.map((definition) => definition.name))).toEqual([]);
    expect(ZOperatorCommand.options).toHaveLength(COMMAND_DEFINITIONS.length);
  });

  it('gives every command a one-line summary, shown in the usage', () => {
    for (const definition of COMMAND_DEFINITIONS) {
      expect(definition.summary, definition.name).toMatch(/^[^\n]{10,}$/);
      expect(OPERATOR_USAGE).toContain(definition.summary);
    }
  });

  it('gives no two command-line forms the same words', () => {
    const lines = COMMAND_DEFINITIONS.flatMap((definition) => definition.lines.map((form) => wordsOf(definition.name, form).join(' ')));
    expect(duplicatesOf(lines)).toEqual([]);
  });

  it('serves every admin route once', () => {
    const routes = COMMAND_DEFINITIONS.flatMap((definition) => definition.routes.map((route) => `${route.method} ${route.path.replace(/:\w+/g, ':')}`));
    expect(duplicatesOf(routes)).toEqual([]);
  });

  it('fills only fields of the command from a route or a command line', () => {
    for (const definition of COMMAND_DEFINITIONS) {
      const fields = fieldsOf(definition);
      const fromRoutes = definition.routes.flatMap((route) => [...pathParamsOf(route.path), ...(route.numbers ?? []), ...Object.keys(route.query ?? {})]);
      const fromLines = definition.lines.flatMap((form) => [
        ...(form.positionals ?? []).map((positional) => positional.field),
        ...Object.values(form.flags ?? {}).map(([field]) => field),
        ...Object.keys(form.fixed ?? {}),
      ]);
      expect([...fromRoutes, ...fromLines].filter((field) => !fields.includes(field)), definition.name).toEqual([]);
    }
  });

  it("parses each command with the contract's own field schemas (ADMIN_INPUTS), the very objects, so the two cannot drift", () => {
    expect(COMMAND_DEFINITIONS.map((definition) => definition.name).sort()).toEqual(Object.keys(ADMIN_INPUTS).sort());
    for (const [name, fields] of Object.entries(ADMIN_INPUTS)) {
      const definition = COMMAND_DEFINITIONS.find((candidate) => candidate.name === name);
      expect(definition?.fields, name).toBe(fields);
      // The registry's schema is those fields and the name: each field's schema is the contract's.
      expect(Object.keys(definition?.schema.shape ?? {}).sort(), name).toEqual([...Object.keys(fields.shape), 'name'].sort());
      for (const [field, schema] of Object.entries(fields.shape)) expect(definition?.schema.shape[field], `${name} ${field}`).toBe(schema);
    }
  });
});
