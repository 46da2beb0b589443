/** How many characters of a notice popup's text the popup shows (spec section 7). */
export const NOTICE_PREVIEW_LENGTH = 30;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    // A code point outside Unicode would make fromCodePoint throw: keep the text as written.
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * The text a notice popup shows (spec section 7): the operator's HTML without its tags, with the
 * common entities decoded and whitespace collapsed, cut to 30 characters plus an ellipsis when it
 * is longer. Characters are counted as code points, so an emoji or a CJK character is never cut
 * in half. Script and style bodies and comments are not text a member would read, so they go.
 */
export function noticePreview(html: string, length: number = NOTICE_PREVIEW_LENGTH): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    // A tag separates words (`a<br>b`), so it becomes a space, never nothing.
    .replace(/<\/?[a-z](?:"[^"]*"|'[^']*'|[^'">])*>/gi, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
