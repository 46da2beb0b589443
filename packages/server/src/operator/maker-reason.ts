/**
 * What a held command (four eyes) says for itself: the fields a checker reads from the command as
 * it was kept (approval_requests.command), whatever command it is.
 */

/** A text field of a kept command, or null when it has none (or an empty one). */
export const commandText = (command: unknown, field: string): string | null => {
  if (typeof command !== 'object' || command === null || !(field in command)) return null;
  const value: unknown = (command as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * Why the maker asked: an adjustment's reason (what the member's bill will say), or the reason a
 * payment held for a second operator was given for them (withdrawal-pay `--reason`).
 */
export const makerReasonOf = (command: unknown): string | null => commandText(command, 'reason');
