import { createHash } from 'node:crypto';
import { readFileSync, type Stats } from 'node:fs';
import { inlineScriptsOf } from '@meridian/protocol';

/**
 * Who may show a page in a frame: the member app only our own pages (the console's preview of it,
 * console/src/components/member-app-preview.tsx), the console no one.
 */
export type Framing = 'same-origin' | 'none';

const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of one of our built pages. Scripts come only from our own files and
 * the inline scripts the page itself holds, by hash: markup slipped into a page runs nothing.
 * Styles may be inline: the prerendered first paint carries React's style attributes and each
 * page's <style> in its template, the console's antd writes its styles at run time (CSS-in-JS),
 * and a style cannot run script. Images also from data: and blob: addresses (QR codes, the
 * first paint's empty poster, a picture chosen for upload). connect-src 'self' covers the live
 * channel's ws:/wss: on the same host (CSP 3). Forms, the base address and plugins are closed.
 */
export function pagePolicy(html: string, framing: Framing): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptsOf(html).map(scriptHash)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framing === 'none' ? "'none'" : "'self'"}`,
  ].join('; ');
}

/** The policy and, for browsers that know no frame-ancestors, X-Frame-Options saying the same. */
export function pageHeaders(html: string, framing: Framing): Record<string, string> {
  return { 'content-security-policy': pagePolicy(html, framing), 'x-frame-options': framing === 'none' ? 'DENY' : 'SAMEORIGIN' };
}

/**
 * The headers of a built app's files, each page's from the scripts it holds now: computed when a
 * file is first sent and again whenever it changed (a new build is served at once, and must never
 * go out under the policy of the one before). Its other files (scripts, styles, the service
 * worker, whose policy governs its own fetches) get the policy without inline scripts.
 */
export function builtPageHeaders(framing: Framing) {
  const assetHeaders = pageHeaders('', framing);
  const byPage = new Map<string, { version: string; headers: Record<string, string> }>();
  const remembered = (page: string, version: string, html: () => string) => {
    const known = byPage.get(page);
    if (known?.version === version) return known.headers;
    const headers = pageHeaders(html(), framing);
    byPage.set(page, { version, headers });
    return headers;
  };
  return {
    /** A page whose text is at hand (read for this answer): its text is its version. */
    ofHtml: (page: string, html: string) => remembered(page, html, () => html),
    /**
     * Sets them on a file about to be sent (@fastify/static's setHeaders). The compressed copy of a
     * page (index.html.br) has the policy of the page, read from the plain file the build wrote beside it.
     */
    setOnFile(res: { setHeader(name: string, value: string): unknown }, filePath: string, stat: Stats): void {
      const plain = filePath.replace(/\.(br|gz)$/, '');
      const headers = plain.endsWith('.html') ? remembered(filePath, `${stat.mtimeMs}:${stat.size}`, () => readFileSync(plain, 'utf8')) : assetHeaders;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  };
}
