import svgpath from 'svgpath';
import type { Plugin } from 'vite';

/**
 * antd-mobile-icons as the app ships them: the same shapes, drawn from shorter modules (issue 43).
 *
 * The package's icons are exported from a design tool: each path's coordinates carry up to eight
 * decimals on a 48-unit canvas, every element has an `id` (the designer's layer names), and each
 * icon starts with a transparent 48 × 48 rectangle. Home's first paint runs 19 of them, and they
 * were 15.8 KB of its 192 KB of JavaScript (gzipped), more than i18next.
 *
 * - Coordinates are rounded to one decimal (svgpath, which carries the rounding error of relative
 *   commands forward, so a shape does not drift). Each coordinate is then at most 0.05 units off on
 *   the 48-unit canvas: under a twentieth of a pixel on the app's largest icon (34 CSS pixels), a fifteenth
 *   even at 64, below what a screen shows.
 * - The `id`s go: nothing refers to them (no `url(#…)`, no CSS), and the same icon twice on a page
 *   made two elements with one id, which HTML does not allow.
 * - The transparent rectangle goes: the `viewBox` already gives the icon its 48-unit box.
 *
 * The build of the app and its server render (the prerendered pages) both use it, so hydration finds
 * the markup it renders.
 */
const ICON_MODULE = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/](?!index\.js$)[^\\/]+\.js$/;
const PATH_DATA = /\bd: "([^"]*)"/g;
const ELEMENT_ID = /\n\s*id: "[^"]*",?/g;
/** `React.createElement("rect", { … opacity: 0 … })` and the comma after it, if any. */
const TRANSPARENT_RECT = /\/\*#__PURE__\*\/React\.createElement\("rect", \{[^{}]*\bopacity: 0,[^{}]*\}\)(, )?/g;
/** Decimals kept in the icons' coordinates (see above). */
export const ICON_DECIMALS = 1;

export function slimIconModule(code: string): string {
  return code
    .replace(PATH_DATA, (_, data: string) => `d: ${JSON.stringify(svgpath(data).round(ICON_DECIMALS).toString())}`)
    .replace(ELEMENT_ID, '')
    .replace(TRANSPARENT_RECT, '');
}

export function isIconModule(id: string): boolean {
  return ICON_MODULE.test(id);
}

export function slimIcons(): Plugin {
  return {
    name: 'meridian:slim-icons',
    // On the package's own code, before any other transform.
    enforce: 'pre',
    transform(code, id) {
      return isIconModule(id) ? { code: slimIconModule(code), map: null } : null;
    },
  };
}
