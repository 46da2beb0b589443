import { createHash } from 'node:crypto';

/** Only the hash of the undo link's token is stored: a read of the table cannot undo a change. */
export function undoTokenHash(token: string): string {
  return createHash('sha256').update(`contact-undo\n${token}`).digest('base64url');
}
