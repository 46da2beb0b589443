/**
 * A new client id for a contract (DESIGN.md "The wire"): a repeat of the same id returns the first
 * contract, so a retried tap never signs twice. getRandomValues works on plain http too.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
