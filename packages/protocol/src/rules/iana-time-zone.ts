/**
 * Whether `value` names a time zone of the IANA database ("Asia/Hong_Kong", "UTC") that this
 * runtime knows: what a browser's `Intl.DateTimeFormat().resolvedOptions().timeZone` answers.
 */
export function isIanaTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
