import { z } from 'zod';
import { refusingControlCharacters } from '../http/control-characters.js';
import type { CommandDefinition } from './command-types.js';
import { COMMANDS } from './commands/index.js';

/**
 * The registry: every command of commands/index.ts, by name. The CLI, the admin API, the
 * operator channel and the audit log find a command's schema, form, routes and effect here.
 */
type SchemasOf<Definitions extends readonly { schema: unknown }[]> = { -readonly [Index in keyof Definitions]: Definitions[Index]['schema'] };

// map keeps each definition in its place, so the array is the tuple of their schemas in order.
const SCHEMAS = COMMANDS.map((definition) => definition.schema) as SchemasOf<typeof COMMANDS>;

// No text a command carries, in any field, may hold a control character: PostgreSQL cannot keep a
// NUL, and the others are invisible. Tab and line breaks stay allowed (HTML, notices, reasons).
export const ZOperatorCommand = refusingControlCharacters(z.discriminatedUnion('name', SCHEMAS), 'contains a control character, which no text may hold');
export type OperatorCommand = z.infer<typeof ZOperatorCommand>;
export type CommandName = OperatorCommand['name'];

export const COMMAND_DEFINITIONS: readonly CommandDefinition[] = COMMANDS;

const BY_NAME = new Map(COMMAND_DEFINITIONS.map((definition) => [definition.name, definition]));

/** The definition of a command the registry's schema has parsed. */
export function definitionOf(command: { name: string }): CommandDefinition {
  const definition = BY_NAME.get(command.name);
  if (!definition) throw new Error(`No operator command is named ${command.name}`);
  return definition;
}
