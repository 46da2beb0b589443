/**
 * Characters text may not carry. Shared by the app's forms and the server: a name the app accepts
 * is one the server keeps, and one it refuses is refused the same way on both sides.
 */

/**
 * Never in any text: C0 controls but tab, line feed and carriage return; DEL; C1 controls; and a
 * lone surrogate (half of a character, which no encoding can store). PostgreSQL cannot hold U+0000
 * at all, and the rest are invisible: they hide what a text really says.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/**
 * Never in a name or another one-line text: every control character (tab, CR and LF too) and the
 * Unicode line and paragraph separators. A line break in a name starts a new row in a spreadsheet
 * that reads an export carelessly, and a forged row or a formula with it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|\p{Cs}/u;

/** Whether the text holds a character no text may (see CONTROL_CHARACTER). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Whether the text is one line without control characters: what a name must be. */
export function isSingleLineText(text: string): boolean {
  return !LINE_BREAKING.test(text);
}

/**
 * Where in a payload the first text with a control character is: the keys down to it (a key
 * itself counts), or null when there is none. For payloads as they arrive, before any schema.
 */
export function controlCharacterPath(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? [...path] : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries: [PropertyKey, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && hasControlCharacter(key)) return [...path, key];
    const found = controlCharacterPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
