/**
 * Where a code went, shown to whoever asked without giving the address away:
 * `de***@example.com`, `+85******12`.
 */
export function maskContact(channel: 'email' | 'sms', recipient: string): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    if (at <= 0) return '***';
    const local = recipient.slice(0, at);
    return `${local.slice(0, Math.min(2, local.length - 1))}***${recipient.slice(at)}`;
  }
  if (recipient.length <= 5) return '*'.repeat(recipient.length);
  return `${recipient.slice(0, 3)}${'*'.repeat(recipient.length - 5)}${recipient.slice(-2)}`;
}
