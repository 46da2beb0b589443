import type { SupportMessage } from '../../live/support-store';

/** The messages read from the server and those heard or sent since, each once, in order. */
export function mergeMessages(read: readonly SupportMessage[], since: readonly SupportMessage[]): SupportMessage[] {
  const byId = new Map<number, SupportMessage>();
  for (const message of [...read, ...since]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
