/**
 * The inline scripts of a page, as the server's Content-Security-Policy must name them: a browser
 * runs an inline script only when the policy lists the sha256 of its text. The web build writes
 * them (the first paint's script, web/src/prerender); the server hashes whatever the built page
 * holds when it sends it, so a new build can never be sent with a policy that refuses its script.
 */

/** `<script …>text</script>`: attributes may quote a `>`; the text ends at the first `</script`. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/**
 * The types a browser runs (HTML's JavaScript MIME types, modules, import maps, speculation
 * rules); any other type is a data block, such as the first paint's JSON, which runs nothing.
 */
const RUNNABLE_TYPE = /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript|javascript1\.[0-5]))$/i;

function isRunnable(attributes: string): boolean {
  if (SRC.test(attributes)) return false;
  const type = TYPE.exec(attributes);
  return RUNNABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim());
}

/** The text of every script the page runs from its own markup, in order (a template's included). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(SCRIPT)].filter((match) => isRunnable(match[1] ?? '')).map((match) => match[2] ?? '');
}
