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
 * Elements a browser lays out as blocks or line breaks: they end a run of words, so their tags read
 * as a space. Any other tag (strong, a, span…) sits inside a run and leaves nothing, or
 * `Hello <b>members</b>, trading` would read `Hello members , trading`.
 */
const WORD_BREAKING_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

function tagText(_tag: string, name: string): string {
  return WORD_BREAKING_TAGS.has(name.toLowerCase()) ? ' ' : '';
}

/**
 * The text a notice popup shows (spec section 7): the operator's HTML without its tags (a block or
 * line break reads as a space, an inline tag as nothing), with the common entities decoded and
 * whitespace collapsed, cut to 30 characters plus an ellipsis when it is longer. Characters are counted as code points, so an emoji or a CJK character is never cut
 * in half. Script and style bodies and comments are not text a member would read, so they go.
 */
export function noticePreview(html: string, length: number = NOTICE_PREVIEW_LENGTH): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)(?:"[^"]*"|'[^']*'|[^'">])*>/gi, tagText)
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
