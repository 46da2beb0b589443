import { readFileSync } from 'node:fs';
import { ZOperatorCommand, type OperatorCommand } from './operator-commands.js';

/**
 * The command lines of the product and content commands: `<name> [<positional>] --flag value …`,
 * each read by a table instead of a parser per command. The command is then checked by the same
 * schema the admin API's requests pass, and its complaints name the flags the operator typed.
 */
type FlagKind =
  /** A word or sentence, as typed. */
  | 'text'
  /** Digits become a number; anything else is left for the schema to refuse. */
  | 'int'
  /** true or false. */
  | 'bool'
  /** A flag without a value: present means true. */
  | 'switch'
  /** A JSON value. */
  | 'json'
  /** Text, or `none` to clear it (a time or a link). */
  | 'clearable'
  /** A path to a PNG or JPEG file, sent as base64 (the server may run elsewhere). */
  | 'image';

interface CommandLineForm {
  usage: string;
  positional?: { field: string; kind: 'text' | 'int' };
  flags?: Readonly<Record<string, readonly [field: string, kind: FlagKind]>>;
  defaults?: Readonly<Record<string, unknown>>;
}

/** The language the texts of a command are in (en-US when not given); its other languages are kept. */
const LANGUAGE = { '--language': ['language', 'text'] } as const;
const PRODUCT_FLAGS = {
  '--name': ['itemName', 'text'],
  ...LANGUAGE,
  '--price': ['price', 'text'],
  '--sort': ['sort', 'int'],
} as const;
const MINING_FLAGS = {
  ...PRODUCT_FLAGS,
  '--daily-rate': ['dailyRate', 'text'],
  '--lock-days': ['lockDays', 'int'],
  '--single-limit': ['singleLimit', 'int'],
  '--expires': ['expiresAt', 'clearable'],
} as const;
const CONTRACT_OPTION_FLAGS = { '--yield': ['yieldPercent', 'text'], '--min': ['minAmount', 'text'], '--max': ['maxAmount', 'text'] } as const;
const ACTIVITY_FLAGS = {
  '--title': ['title', 'text'],
  '--summary': ['summary', 'text'],
  '--content': ['content', 'text'],
  '--image': ['image', 'image'],
  '--starts': ['startsAt', 'clearable'],
  '--ends': ['endsAt', 'clearable'],
  '--sort': ['sort', 'int'],
  ...LANGUAGE,
} as const;
const BANNER_FLAGS = { '--title': ['title', 'text'], '--image': ['image', 'image'], '--link': ['link', 'clearable'], '--sort': ['sort', 'int'], ...LANGUAGE } as const;
const NOTICE_FLAGS = { '--title': ['title', 'text'], '--content': ['content', 'text'], ...LANGUAGE } as const;
const ENABLED = { '--enabled': ['enabled', 'bool'] } as const;
const ID = { field: 'id', kind: 'int' } as const;

export const COMMAND_LINE_FORMS: Readonly<Record<string, CommandLineForm>> = {
  'settings-get': { usage: 'settings-get <key>                              an operator setting as JSON', positional: { field: 'key', kind: 'text' } },
  'settings-set': {
    usage: "settings-set <key> --json '<value>'             replace a setting (checked against its schema)",
    positional: { field: 'key', kind: 'text' },
    flags: { '--json': ['value', 'json'] },
  },
  'contract-options': { usage: 'contract-options                                second-contract durations with yield and amounts' },
  'contract-option-set': {
    usage: 'contract-option-set --seconds <s> [--yield <%>] [--min <amount>] [--max <amount>]\n                                                  add a duration (all three needed) or change one',
    flags: { '--seconds': ['seconds', 'int'], ...CONTRACT_OPTION_FLAGS },
  },
  'contract-option-remove': { usage: 'contract-option-remove --seconds <s>            stop offering a duration', flags: { '--seconds': ['seconds', 'int'] } },
  'interest-terms': {
    usage: 'interest-terms [--min <amount>] [--rate <% a day>] [--hold-days <n>] [--handling <%>]\n                                                  show, or change, the interest wallet terms',
    flags: { '--min': ['minAmount', 'text'], '--rate': ['dailyRatePercent', 'text'], '--hold-days': ['holdDays', 'int'], '--handling': ['handlingPercent', 'text'] },
  },
  'mining-products': { usage: 'mining-products                                 every mining product, enabled or not' },
  'channel-name': {
    usage: 'channel-name <code> --name <n> [--language <lang>]   what members read as a recharge channel\'s, offline method\'s or bank\'s name',
    positional: { field: 'code', kind: 'text' },
    flags: { '--name': ['text', 'text'], ...LANGUAGE },
  },
  'support-hours': { usage: 'support-hours --text <hours> [--language <lang>]   the support desk\'s hours members read', flags: { '--text': ['text', 'text'], ...LANGUAGE } },
  'support-label': {
    usage: 'support-label <email|telegram|whatsapp|phone|link> --label <l> [--language <lang>]   a support channel\'s label',
    positional: { field: 'kind', kind: 'text' },
    flags: { '--label': ['text', 'text'], ...LANGUAGE },
  },
  'mining-product-add': {
    usage: 'mining-product-add --name <n> --price <p> --daily-rate <%> --lock-days <n> --single-limit <n> [--expires <ISO time>] [--sort <n>] [--language <lang>]',
    flags: MINING_FLAGS,
  },
  'mining-product-set': {
    usage: 'mining-product-set <id> [--enabled true|false] [--expires <ISO time>|none] [--name <n> [--language <lang>]|--price|--daily-rate|…]',
    positional: ID,
    flags: { ...MINING_FLAGS, ...ENABLED },
  },
  goods: { usage: 'goods                                           the goods catalogue of tasks' },
  'goods-add': { usage: 'goods-add --name <n> --price <p> [--image <png/jpeg file>] [--sort <n>] [--language <lang>]', flags: { ...PRODUCT_FLAGS, '--image': ['image', 'image'] } },
  'goods-set': {
    usage: 'goods-set <id> [--enabled true|false] [--price <p>] [--name <n> [--language <lang>]] [--image <file>] [--sort <n>]',
    positional: ID,
    flags: { ...PRODUCT_FLAGS, '--image': ['image', 'image'], ...ENABLED },
  },
  notices: { usage: 'notices [--limit <n>]                           the newest notices', flags: { '--limit': ['limit', 'int'] }, defaults: { limit: 20 } },
  'notice-add': {
    usage: 'notice-add --title <t> --content <html> [--language <lang>] [--popup]   publish a notice (--popup: also pushed to everyone online)',
    flags: { ...NOTICE_FLAGS, '--popup': ['popup', 'switch'] },
  },
  'notice-set': {
    usage: 'notice-set <id> [--title <t>] [--content <html>] [--language <lang>]   rewrite, or translate, a notice',
    positional: ID,
    flags: NOTICE_FLAGS,
  },
  'notice-remove': { usage: 'notice-remove <id>                              take a notice down', positional: ID },
  'letter-send': {
    usage: 'letter-send --title <t> --content <html> [--language <lang>] [--member <username>]   a letter to one member, or to every member',
    flags: { ...NOTICE_FLAGS, '--member': ['member', 'text'] },
  },
  help: { usage: 'help                                            help articles by code and language' },
  'help-set': {
    usage: 'help-set --code <code> --language <lang> --title <t> --content <html> [--sort <n>]   add or replace one language of an article',
    flags: { '--code': ['code', 'text'], '--language': ['language', 'text'], '--title': ['title', 'text'], '--content': ['content', 'text'], '--sort': ['sort', 'int'] },
  },
  'help-remove': {
    usage: 'help-remove --code <code> [--language <lang>]   remove an article (every language unless one is named)',
    flags: { '--code': ['code', 'text'], '--language': ['language', 'text'] },
  },
  activities: { usage: 'activities                                      every activity, enabled or not' },
  'activity-add': {
    usage: 'activity-add --title <t> --summary <s> --content <html> [--image <file>] [--starts <ISO>] [--ends <ISO>] [--sort <n>] [--language <lang>]',
    flags: ACTIVITY_FLAGS,
  },
  'activity-set': { usage: 'activity-set <id> [--enabled true|false] [--language <lang>] [--title|--summary|--content|--image|--starts|--ends|--sort …]', positional: ID, flags: { ...ACTIVITY_FLAGS, ...ENABLED } },
  banners: { usage: 'banners                                         the home banners' },
  'banner-add': { usage: 'banner-add --title <t> --image <png/jpeg file> [--link <app route>] [--sort <n>] [--language <lang>]', flags: BANNER_FLAGS },
  'banner-set': { usage: 'banner-set <id> [--enabled true|false] [--sort <n>] [--title <t> [--language <lang>]|--image|--link <route>|none]', positional: ID, flags: { ...BANNER_FLAGS, ...ENABLED } },
};

export type ReadFile = (path: string) => Buffer;
export type CommandLine = { ok: true; command: OperatorCommand } | { ok: false; error: string };

function valueOf(kind: FlagKind, text: string, readFile: ReadFile): { value: unknown } | { error: string } {
  switch (kind) {
    case 'int':
      return { value: /^-?\d{1,10}$/.test(text) ? Number(text) : text };
    case 'bool':
      return { value: text === 'true' ? true : text === 'false' ? false : text };
    case 'clearable':
      return { value: text === 'none' ? null : text };
    case 'json':
      try {
        return { value: JSON.parse(text) as unknown };
      } catch (error) {
        return { error: `is not JSON (${error instanceof Error ? error.message : String(error)})` };
      }
    case 'image':
      try {
        return { value: readFile(text).toString('base64') };
      } catch (error) {
        return { error: `cannot read ${text} (${error instanceof Error && 'code' in error ? String(error.code) : 'unreadable'})` };
      }
    case 'text':
    case 'switch':
      return { value: text };
  }
}

/** Reads `args` (after the command's name) by its form; null when the name has no form. */
export function readCommandLine(name: string, args: readonly string[], readFile: ReadFile = readFileSync): CommandLine | null {
  const form = COMMAND_LINE_FORMS[name];
  if (!form) return null;
  const fields: Record<string, unknown> = { ...form.defaults, name };
  const rest = [...args];
  if (form.positional) {
    const given = rest.shift();
    if (given === undefined || given.startsWith('--')) return { ok: false, error: `${name} needs its ${form.positional.field} first. Usage: ${form.usage}` };
    fields[form.positional.field] = form.positional.kind === 'int' && /^\d{1,10}$/.test(given) ? Number(given) : given;
  }
  const seen = new Set<string>();
  while (rest.length > 0) {
    const flag = rest.shift() ?? '';
    const spec = form.flags?.[flag];
    if (!spec) return { ok: false, error: `${name} has no option ${flag}. Usage: ${form.usage}` };
    if (seen.has(flag)) return { ok: false, error: `${flag} is given twice.` };
    seen.add(flag);
    const [field, kind] = spec;
    if (kind === 'switch') {
      fields[field] = true;
      continue;
    }
    const text = rest.shift();
    if (text === undefined) return { ok: false, error: `${flag} needs a value. Usage: ${form.usage}` };
    const read = valueOf(kind, text, readFile);
    if ('error' in read) return { ok: false, error: `${flag} ${read.error}.` };
    fields[field] = read.value;
  }
  const checked = ZOperatorCommand.safeParse(fields);
  if (checked.success) return { ok: true, command: checked.data };
  const flagOf = (field: PropertyKey | undefined) =>
    Object.entries(form.flags ?? {}).find(([, [named]]) => named === field)?.[0] ?? (field === undefined ? name : String(field));
  const problems = checked.error.issues.map((issue) => `${flagOf(issue.path[0])}: ${issue.message}`);
  return { ok: false, error: `${problems.join('; ')}. Usage: ${form.usage}` };
}

/** The usage lines of every command read here. */
export const COMMAND_LINE_USAGE = Object.values(COMMAND_LINE_FORMS)
  .map((form) => `  ${form.usage}`)
  .join('\n');
