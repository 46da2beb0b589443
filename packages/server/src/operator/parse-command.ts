import type { OperatorCommand } from './operator-commands.js';

export const OPERATOR_USAGE = `Usage: npm run operator -- <command>
  outbox [--to <email or phone>] [--limit <n>]   recent verification codes (newest first)
  maintenance on [message…] | maintenance off     switch maintenance for members
  ledger-check                                    prove the books balance (exit 1 if not)`;

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
