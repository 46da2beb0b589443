import { ADMIN_OUTPUTS, HELD_COMMANDS, type AdminCommandName } from '@meridian/protocol';
import { answerShape } from './answer-shape.js';
import type { CommandDefinition } from './command-types.js';
import { byGroup } from './command-usage.js';
import { routeText } from './operator-reference.js';

/**
 * The call reference of docs/console-api.md: every admin API route, its body and what it answers,
 * written from the contract (the protocol's ADMIN_ROUTES, ADMIN_INPUTS and ADMIN_OUTPUTS, through the registry
 * that serves them) by `npm run docs:operators -w @meridian/server` between two markers; the prose
 * around it is written by hand. A test fails when the file and the contract disagree.
 */
export const CALLS_START = '<!-- console-api-reference:start (generated from packages/protocol/src/admin by `npm run docs:operators -w @meridian/server`; do not edit by hand) -->';
export const CALLS_END = '<!-- console-api-reference:end -->';

const INTRODUCTION = [
  '## Reference: every call',
  'Each command of the registry with its routes (the contract\'s `ADMIN_ROUTES`), the fields its JSON body takes (`ADMIN_INPUTS`, without those its path and query give; `AdminRequestBody` types them for a client), and the `data` a success answers (`ADMIN_OUTPUTS`, the schemas the server\'s answers are tested against and the console reads). A field of a plain value is written as its name; `?` marks one that may be absent, `…` one whose shape depends on the rest (a setting\'s value, by its key). Query parameters are optional filters.',
  `A command four eyes may hold (${HELD_COMMANDS.map((name) => `\`${name}\``).join(', ')}) answers \`202\` with \`{approvalId, held: true}\` instead while it waits for a second operator.`,
].join('\n\n');

function entry(definition: CommandDefinition): string[] {
  // An export answers its file (see "Exports"); its data is what the command line prints.
  const data = definition.csv === undefined ? `\`${answerShape(ADMIN_OUTPUTS[definition.name as AdminCommandName])}\`` : 'the CSV file';
  return definition.routes.map((route) => `- ${routeText(definition, route)} → ${data}: \`${definition.name}\`, ${definition.summary}.`);
}

/** The generated section, markers included: the commands with routes, by the groups of the command line's help. */
export function consoleApiReference(definitions: readonly CommandDefinition[]): string {
  const served = definitions.filter((definition) => definition.routes.length > 0);
  const groups = byGroup(served).map(([title, members]) => `### ${title}\n\n${members.flatMap(entry).join('\n')}`);
  return [CALLS_START, INTRODUCTION, ...groups, CALLS_END].join('\n\n');
}
