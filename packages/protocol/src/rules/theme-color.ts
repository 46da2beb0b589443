/**
 * The member app's theme colour (the `app` setting's `themeColor`). The app paints its controls
 * with a CSS custom property, and a value it cannot read would leave them silently blue, so the
 * one stored form is `#rrggbb` (lower case). What colour pickers and people write for the same
 * colour (`#RGB`, `#RRGGBB`, `rgb(r, g, b)`) is read into that form; anything else is not a colour.
 */
export const THEME_COLOR_EXAMPLE = '#1677ff';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:1|1\.0+|100%)\s*)?\)$/i;

const twoDigits = (channel: number) => channel.toString(16).padStart(2, '0');

/** `text` as `#rrggbb`, or null when it is not an opaque colour in one of the forms above. */
export function themeColorHex(text: string): string | null {
  const trimmed = text.trim();
  const hex = HEX.exec(trimmed)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? hex.replace(/./g, (digit) => digit + digit) : hex;
    return `#${full.toLowerCase()}`;
  }
  const rgb = RGB.exec(trimmed);
  if (rgb === null) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return `#${channels.map(twoDigits).join('')}`;
}
