import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import type { CommandLineForm, FlagKind } from './command-types.js';

/**
 * Reads the words after a command's name by its form (command-types.ts): positionals in their
 * places and `--flag value` in any order, each once. The fields are then checked by the same
 * schema the admin API's requests pass, and its complaints name the flags the operator typed.
 */
export type ReadFile = (path: string) => Buffer;
export type CommandLine<Command> = { ok: true; command: Command } | { ok: false; error: string };

/** What the line names: `goods-set`, `recharge approve`. */
export const wordsOf = (name: string, form: CommandLineForm): readonly string[] => form.words ?? [name];

/** parseArgs reads `-10` as the options -1 and -0; no option is a digit, so such a word is a value. */
const NEGATIVE_NUMBER = /^-\d/;

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = { true: true, false: false };

/** A flag's words as JSON, or why they are not. */
function jsonOf(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** The file a flag names, as base64, or why it cannot be read. */
function fileOf(text: string, readFile: ReadFile): { value: unknown } | { error: string } {
  try {
    return { value: readFile(text).toString('base64') };
  } catch (error) {
    return { error: `cannot read ${text} (${error instanceof Error && 'code' in error ? String(error.code) : 'unreadable'})` };
  }
}

/** A flag's value by its kind; what does not read as the kind is left as typed, for the schema to refuse. */
function valueOf(kind: Exclude<FlagKind, 'switch'>, text: string, readFile: ReadFile): { value: unknown } | { error: string } {
  switch (kind) {
    case 'int':
      return { value: /^-?\d{1,10}$/.test(text) ? Number(text) : text };
    case 'limit':
      return { value: /^\d{1,10}$/.test(text) ? Math.min(500, Number(text)) : text };
    case 'bool':
      return { value: BOOLEAN_WORDS[text] ?? text };
    case 'clearable':
      return { value: text === 'none' ? null : text };
    case 'json':
      return jsonOf(text);
    case 'image':
      return fileOf(text, readFile);
    case 'text':
      return { value: text };
  }
}

interface Read {
  fields: Record<string, unknown>;
  words: string[];
}

/** The flags' fields and the words that are not flags, or what is wrong with a flag. */
function readFlags(name: string, form: CommandLineForm, usage: string, args: readonly string[], readFile: ReadFile): Read | string {
  const flags = new Map(Object.entries(form.flags ?? {}));
  const options = Object.fromEntries([...flags].map(([flag, [, kind]]) => [flag, { type: kind === 'switch' ? ('boolean' as const) : ('string' as const) }]));
  // Not strict: an unknown flag or a missing value is explained below in the operator's words.
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const read: Read = { fields: {}, words: [] };
  const seen = new Set<string>();
  const negatives = new Set<number>();
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      read.words.push(token.value);
      continue;
    }
    const typed = args[token.index] ?? token.rawName;
    if (NEGATIVE_NUMBER.test(typed)) {
      if (!negatives.has(token.index)) read.words.push(typed);
      negatives.add(token.index);
      continue;
    }
    const spec = flags.get(token.name);
    if (!spec) return `${name} has no option ${token.rawName}. Usage: ${usage}`;
    if (seen.has(token.name)) return `${token.rawName} is given twice.`;
    seen.add(token.name);
    const [field, kind] = spec;
    if (kind === 'switch') {
      if (token.value !== undefined) return `${token.rawName} takes no value. Usage: ${usage}`;
      read.fields[field] = true;
      continue;
    }
    if (token.value === undefined) return `${token.rawName} needs a value. Usage: ${usage}`;
    const value = valueOf(kind, token.value, readFile);
    if ('error' in value) return `${token.rawName} ${value.error}.`;
    read.fields[field] = value.value;
  }
  return read;
}

/** The positionals' fields, or what is missing or too much. A positional `mayLeaveOut` allows may be absent. */
function readPositionals(name: string, form: CommandLineForm, usage: string, words: readonly string[], mayLeaveOut: (field: string) => boolean): Record<string, unknown> | string {
  const fields: Record<string, unknown> = {};
  const positionals = form.positionals ?? [];
  for (const [index, positional] of positionals.entries()) {
    const given = positional.rest ? words.slice(index) : words.slice(index, index + 1);
    const [first] = given;
    if (first === undefined) {
      if ((form.fixed !== undefined && positional.field in form.fixed) || mayLeaveOut(positional.field)) continue;
      return `${name} needs its ${positional.label}${index === 0 ? ' first' : ''}. Usage: ${usage}`;
    }
    fields[positional.field] = positional.rest ? given.join(' ') : positional.kind === 'int' && /^\d{1,10}$/.test(first) ? Number(first) : first;
  }
  const extra = positionals.at(-1)?.rest ? [] : words.slice(positionals.length);
  if (extra.length > 0) return `${name} does not take "${extra.join(' ')}". Usage: ${usage}`;
  return fields;
}

/**
 * Reads `args` (after the command's words) by `form` into a command of `name`, checked by `schema`.
 * `readFile` reads the image files some commands take (their bytes travel with the command);
 * `mayLeaveOut` says which fields the schema lets the line leave out (none, unless given).
 */
export function readCommandLine<Command>(
  schema: z.ZodType<Command>,
  line: { name: string; form: CommandLineForm; usage: string; mayLeaveOut?: (field: string) => boolean },
  args: readonly string[],
  readFile: ReadFile = readFileSync,
): CommandLine<Command> {
  const { form, usage } = line;
  const name = wordsOf(line.name, form).join(' ');
  const flags = readFlags(name, form, usage, args, readFile);
  if (typeof flags === 'string') return { ok: false, error: flags };
  const positionals = readPositionals(name, form, usage, flags.words, line.mayLeaveOut ?? (() => false));
  if (typeof positionals === 'string') return { ok: false, error: positionals };
  const checked = schema.safeParse({ ...form.fixed, ...positionals, ...flags.fields, name: line.name });
  if (checked.success) return { ok: true, command: checked.data };
  // A flag is named as the operator typed it; a positional by its field (`id`, `key`).
  const typedAs = (field: PropertyKey | undefined): string => {
    const flag = Object.entries(form.flags ?? {}).find(([, [named]]) => named === field)?.[0];
    return flag !== undefined ? `--${flag}` : field === undefined ? name : String(field);
  };
  const problems = checked.error.issues.map((issue) => `${typedAs(issue.path[0])}: ${issue.message}`);
  return { ok: false, error: `${problems.join('; ')}. Usage: ${usage}` };
}
