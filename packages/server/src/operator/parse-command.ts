import { COMMAND_DEFINITIONS, ZOperatorCommand, type OperatorCommand } from './command-registry.js';
import { readCommandLine, wordsOf, type CommandLine, type ReadFile } from './command-line-forms.js';
import type { CommandDefinition, CommandLineForm } from './command-types.js';
import { mayLeaveOut, operatorUsage, synopsisOf } from './command-usage.js';

/** What `npm run operator` prints when it is not given a command it knows: every command's form. */
export const OPERATOR_USAGE = operatorUsage(COMMAND_DEFINITIONS);

interface Match {
  definition: CommandDefinition;
  form: CommandLineForm;
  words: number;
}

/** The command and form whose words begin the line; the longest such words win (`recharge approve`). */
function matchOf(args: readonly string[]): Match | null {
  let best: Match | null = null;
  for (const definition of COMMAND_DEFINITIONS) {
    for (const form of definition.lines) {
      const words = wordsOf(definition.name, form);
      const begins = words.every((word, index) => args[index] === word);
      if (begins && words.length > (best?.words ?? 0)) best = { definition, form, words: words.length };
    }
  }
  return best;
}

/**
 * Reads the command line: the command, or why it is not one (with that command's usage, or every
 * command's when it names none). `readFile` reads the image files some commands take.
 */
export function parseCommandLine(args: readonly string[], readFile?: ReadFile): CommandLine<OperatorCommand> {
  const match = matchOf(args);
  if (!match) return { ok: false, error: OPERATOR_USAGE };
  const { definition, form } = match;
  const line = { name: definition.name, form, usage: synopsisOf(definition), mayLeaveOut: (field: string) => mayLeaveOut(definition, form, field) };
  return readCommandLine(ZOperatorCommand, line, args.slice(match.words), readFile);
}

/** The words that ask for the commands rather than run one: `help`, `--help`, `-h`. */
const HELP_WORDS: ReadonlySet<string> = new Set(['help', '--help', '-h']);

/**
 * What to print when the line asks for help instead of a command, or null when it does not:
 * `help` alone, every command; `help <command…>`, how to type the commands those words begin.
 */
export function helpFor(args: readonly string[]): string | null {
  const [first, ...rest] = args;
  if (first === undefined || !HELP_WORDS.has(first)) return null;
  if (rest.length === 0) return OPERATOR_USAGE;
  const named = COMMAND_DEFINITIONS.filter((definition) => definition.lines.some((form) => rest.every((word, index) => wordsOf(definition.name, form)[index] === word)));
  if (named.length === 0) return `There is no command "${rest.join(' ')}".\n\n${OPERATOR_USAGE}`;
  return named.map((definition) => `Usage: npm run operator -- ${synopsisOf(definition)}\n  ${definition.summary}`).join('\n\n');
}

/** The command a line names, or null when it names none or is wrong. */
export function parseCommand(args: readonly string[]): OperatorCommand | null {
  const line = parseCommandLine(args);
  return line.ok ? line.command : null;
}
