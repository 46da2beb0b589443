import { COMMAND_DEFINITIONS, ZOperatorCommand, type OperatorCommand } from './command-registry.js';
import { readCommandLine, wordsOf, type CommandLine, type ReadFile } from './command-line-forms.js';
import type { CommandDefinition, CommandLineForm } from './command-types.js';
import { operatorUsage, synopsisOf } from './command-usage.js';

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
  return readCommandLine(ZOperatorCommand, { name: definition.name, form, usage: synopsisOf(definition) }, args.slice(match.words), readFile);
}

/** The command a line names, or null when it names none or is wrong. */
export function parseCommand(args: readonly string[]): OperatorCommand | null {
  const line = parseCommandLine(args);
  return line.ok ? line.command : null;
}
