import { z } from 'zod';
import { COMMAND_GROUPS, type CommandDefinition, type CommandLineForm, type Flag } from './command-types.js';
import { wordsOf } from './command-line-forms.js';

/**
 * How a command is typed, written from its form and schema so the help and the docs can never
 * disagree with the parser: required flags bare, optional ones in brackets.
 */

function placeholderOf([, kind, placeholder]: Flag, flag: string): string {
  switch (kind) {
    case 'switch':
      return '';
    case 'bool':
      return ' true|false';
    case 'json':
      return ` '${placeholder ?? '<json>'}'`;
    case 'clearable':
      return ` ${placeholder ?? `<${flag}>`}|none`;
    case 'image':
      return ` ${placeholder ?? '<png/jpeg file>'}`;
    case 'int':
    case 'limit':
      return ` ${placeholder ?? '<n>'}`;
    case 'text':
      return ` ${placeholder ?? `<${flag}>`}`;
  }
}

/** Whether the field may be left out (an unknown field may not: the schema will say so). */
const isAbsentAllowed = (type: z.core.$ZodType | undefined) => type !== undefined && z.safeParse(type, undefined).success;

/**
 * Whether a form may be typed without the field: the form sets it itself, or the schema has a
 * default or lets it be absent. The usage brackets such a field and the parser lets it be left
 * out, so the two never disagree.
 */
export function mayLeaveOut(definition: CommandDefinition, form: CommandLineForm, field: string): boolean {
  return form.fixed?.[field] !== undefined || isAbsentAllowed(definition.schema.shape[field]);
}

function formSynopsis(definition: CommandDefinition, form: CommandLineForm): string {
  const isOptional = (field: string) => mayLeaveOut(definition, form, field);
  const positionals = (form.positionals ?? []).map((positional) => {
    const word = `<${positional.label}${positional.rest ? '…' : ''}>`;
    return isOptional(positional.field) ? `[${word}]` : word;
  });
  const flags = Object.entries(form.flags ?? {}).map(([flag, spec]) => {
    const written = `--${flag}${placeholderOf(spec, flag)}`;
    return isOptional(spec[0]) ? `[${written}]` : written;
  });
  return [...wordsOf(definition.name, form), ...positionals, ...flags].join(' ');
}

/** Every way to type the command: `maintenance on [<message…>] | maintenance off`. */
export function synopsisOf(definition: CommandDefinition): string {
  return definition.lines.map((form) => formSynopsis(definition, form)).join(' | ');
}

const SUMMARY_COLUMN = 50;

/** `  synopsis    summary`, the summary on a line of its own when the synopsis is too long. */
function helpLine(definition: CommandDefinition): string {
  const synopsis = `  ${synopsisOf(definition)}`;
  if (synopsis.length < SUMMARY_COLUMN - 1) return `${synopsis.padEnd(SUMMARY_COLUMN)}${definition.summary}`;
  return `${synopsis}\n${' '.repeat(SUMMARY_COLUMN)}${definition.summary}`;
}

/** The commands by group, in the groups' order and the registry's order within each. */
export function byGroup(definitions: readonly CommandDefinition[]): [title: string, definitions: CommandDefinition[]][] {
  return Object.entries(COMMAND_GROUPS).map(([group, title]) => [title, definitions.filter((definition) => definition.group === group)]);
}

/** What `npm run operator` prints when it is not given a command it knows. */
export function operatorUsage(definitions: readonly CommandDefinition[]): string {
  const groups = byGroup(definitions).map(([title, members]) => `${title}:\n${members.map(helpLine).join('\n')}`);
  const unlogged = definitions.filter((definition) => !definition.logged).map((definition) => definition.name);
  return [
    'Usage: npm run operator -- <command>   (npm run operator -- help <command>: how to type one command)',
    ...groups,
    `Every command except ${unlogged.join(', ')} is written to the audit log, as cli:<your OS user>.`,
  ].join('\n\n');
}
