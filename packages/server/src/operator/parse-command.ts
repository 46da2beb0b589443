import { COMMAND_LINE_USAGE, readCommandLine, type CommandLine, type ReadFile } from './command-line-forms.js';
import { ZLanguage } from '../i18n/localized-text.js';
import type { OperatorCommand } from './operator-commands.js';

export const OPERATOR_USAGE = `Usage: npm run operator -- <command>
  outbox [--to <email or phone>] [--limit <n>]   recent verification codes (newest first)
  maintenance on [message…] | maintenance off     switch maintenance for members
  ledger-check                                    prove the books balance (exit 1 if not)
  popup --title <title> --content <html> [--member <username>] [--language <lang>]
                                                  a notice popup to everyone online (also kept as a
                                                  notice in that language), or to one member's devices only
  kick <username>                                 end all sessions of a member and tell their open app
  pending [--limit <n>]                           recharges and withdrawals waiting for review (oldest first)
  recharge approve <order no>                     credit a pending recharge
  recharge reject <order no> <reason…>            reject a pending recharge; the member sees the reason
  withdrawal pay <order no>                       mark a pending withdrawal paid out
  withdrawal reject <order no> <reason…>          reject a withdrawal; the money goes back, the member sees the reason
  adjust <username> <amount> <reason…>            credit (25.00) or debit (-25.00) a member's balance, with a reason;
                                                  a debit below zero is refused
  audit [--limit <n>]                             what operators did (newest first)

Products, terms and content (changed terms apply to new orders only; existing orders keep theirs):
${COMMAND_LINE_USAGE}

Every command except audit is written to the audit log, as cli:<your OS user>.`;

/**
 * Reads the command line: the command, or why it is not one. `readFile` reads the image files
 * some commands take (their bytes travel with the command, so the server may run elsewhere).
 */
export function parseCommandLine(args: readonly string[], readFile?: ReadFile): CommandLine {
  const [name, ...rest] = args;
  const read = name === undefined ? null : readCommandLine(name, rest, readFile);
  if (read) return read;
  const command = parseCommand(args);
  return command ? { ok: true, command } : { ok: false, error: OPERATOR_USAGE };
}

/** Reads the command line of the commands without a form table; null when it is not a command we know. */
export function parseCommand(args: readonly string[]): OperatorCommand | null {
  const [name, ...rest] = args;
  if (name === 'ledger-check' && rest.length === 0) return { name };
  if (name === 'maintenance') {
    const [state, ...words] = rest;
    if (state === 'on') return { name, on: true, message: words.join(' ') };
    if (state === 'off' && words.length === 0) return { name, on: false, message: '' };
    return null;
  }
  if (name === 'popup') return parsePopup(rest);
  if (name === 'kick') {
    const [username] = rest;
    return username !== undefined && rest.length === 1 ? { name, username } : null;
  }
  if (name === 'pending' || name === 'audit') {
    const limit = parseLimit(rest);
    return limit === null ? null : { name, limit };
  }
  if (name === 'recharge' || name === 'withdrawal') return parseReview(name, rest);
  if (name === 'adjust') {
    const [username, amount, ...words] = rest;
    if (username === undefined || amount === undefined || !/^[+-]?\d+(\.\d+)?$/.test(amount)) return null;
    const reason = words.join(' ').trim();
    return reason === '' ? null : { name, username, amount, reason };
  }
  if (name === 'outbox') {
    let to: string | undefined;
    let limit = 20;
    for (let i = 0; i < rest.length; i += 2) {
      const value = rest[i + 1];
      if (value === undefined) return null;
      if (rest[i] === '--to') to = value;
      else if (rest[i] === '--limit' && /^\d+$/.test(value)) limit = Math.min(500, Number(value));
      else return null;
    }
    return { name, to, limit };
  }
  return null;
}

/** `popup --title <t> --content <html> [--member <username>]`, flags in any order, each once. */
function parsePopup(args: readonly string[]): OperatorCommand | null {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    if (flag === undefined || value === undefined || flags.has(flag)) return null;
    if (flag !== '--title' && flag !== '--content' && flag !== '--member' && flag !== '--language') return null;
    flags.set(flag, value);
  }
  const title = flags.get('--title');
  const content = flags.get('--content');
  if (!title?.trim() || !content?.trim()) return null;
  const member = flags.get('--member');
  const language = flags.has('--language') ? ZLanguage.safeParse(flags.get('--language')) : undefined;
  if (language?.success === false) return null;
  return { name: 'popup', title, content, ...(member === undefined ? {} : { member }), ...(language === undefined ? {} : { language: language.data }) };
}

/** Nothing, or `--limit <n>`: 20 by default, at most 500. */
function parseLimit(args: readonly string[]): number | null {
  if (args.length === 0) return 20;
  const [flag, value] = args;
  if (args.length !== 2 || flag !== '--limit' || value === undefined || !/^\d+$/.test(value) || Number(value) < 1) return null;
  return Math.min(500, Number(value));
}

/** `recharge approve|reject …` and `withdrawal pay|reject …`; a rejection needs a reason. */
function parseReview(kind: 'recharge' | 'withdrawal', args: readonly string[]): OperatorCommand | null {
  const [verb, orderNo, ...words] = args;
  if (orderNo === undefined || orderNo.trim() === '') return null;
  const reason = words.join(' ').trim();
  if (verb === 'reject') return reason === '' ? null : { name: `${kind}-reject`, orderNo, reason };
  if (words.length > 0) return null;
  if (kind === 'recharge' && verb === 'approve') return { name: 'recharge-approve', orderNo };
  if (kind === 'withdrawal' && verb === 'pay') return { name: 'withdrawal-pay', orderNo };
  return null;
}
