import type { OperatorCommand } from './operator-commands.js';

export const OPERATOR_USAGE = `Usage: npm run operator -- <command>
  outbox [--to <email or phone>] [--limit <n>]   recent verification codes (newest first)
  maintenance on [message…] | maintenance off     switch maintenance for members
  ledger-check                                    prove the books balance (exit 1 if not)
  popup --title <title> --content <html> [--member <username>]
                                                  a notice popup to everyone online (also kept as a
                                                  notice), or to one member's devices only
  kick <username>                                 end all sessions of a member and tell their open app`;

/** Reads the command line; null when it is not a command we know. */
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
    if (flag !== '--title' && flag !== '--content' && flag !== '--member') return null;
    flags.set(flag, value);
  }
  const title = flags.get('--title');
  const content = flags.get('--content');
  if (!title?.trim() || !content?.trim()) return null;
  const member = flags.get('--member');
  return { name: 'popup', title, content, ...(member === undefined ? {} : { member }) };
}
