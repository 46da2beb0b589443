export type JsonReading = { ok: true; value: unknown } | { ok: false; problem: string };

/** A setting's text as JSON, or what is wrong with it (the parser's own words), so nothing malformed is sent. */
export function readJsonText(text: string): JsonReading {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** A value as the editor shows it: two-space indented. */
export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);
