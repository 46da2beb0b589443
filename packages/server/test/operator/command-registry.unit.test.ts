import { describe, expect, it } from 'vitest';
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
});
