import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_PAINT_DATA_ID, FIRST_PAINT_DATA_MARKER, type AppLanguage, type TFirstPaintData } from '@meridian/protocol';

type Encoding = 'br' | 'gzip';

export interface CompletedPage {
  bytes: Buffer;
  /** The built page it completes: the inline scripts the page's policy names are its own (page-policy.ts). */
  template: string;
  /** null: sent as it is. */
  encoding: Encoding | null;
}

interface Completed {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The encoding to send, by the request's Accept-Encoding (brotli first: smaller). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The data as a script the page's inline script reads: JSON that cannot close its element. */
export function firstPaintScript(data: TFirstPaintData): string {
  return `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}

/** Where a failed read of the first paint's data is told (the app's logger). */
export interface WarningLog {
  warn: (details: { err: unknown }, message: string) => void;
}

/**
 * The built index.html of a language with its first paint completed (issue 21): the build rendered
 * the page, and left FIRST_PAINT_DATA_MARKER where the run-time content goes (the banners and the
 * pairs' quotes, public, the same for every visitor of a language). They are read on each request
 * (the banners are a small table, so an operator's change shows at the next visit; the quotes are
 * kept a second, first-paint-quotes.ts); the page is compressed again only when they or the build
 * changed. A page without the marker (an older build), or a failed read (the log still names the
 * banners, its first part), is null: the file is sent as built, and the app makes its own calls.
 */
export function firstPaintPages(webDist: string, data: (language: AppLanguage) => Promise<TFirstPaintData>, log: WarningLog) {
  const completed = new Map<string, { template: string; script: string; page: Completed }>();

  function complete(html: string, script: string): Completed {
    const plain = Buffer.from(html.replace(FIRST_PAINT_DATA_MARKER, script));
    return {
      plain,
      // Quality 5: near brotli's best for HTML at a small part of quality 11's time.
      br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(plain, { level: 6 }),
    };
  }

  return {
    async page(file: string, language: AppLanguage, acceptEncoding: string | undefined): Promise<CompletedPage | null> {
      // Read each time, as the static files are: a new build is served at once.
      const template = await readFile(path.join(webDist, file), 'utf8');
      if (!template.includes(FIRST_PAINT_DATA_MARKER)) return null;
      let script: string;
      try {
        script = firstPaintScript(await data(language));
      } catch (error) {
        log.warn({ err: error }, 'first paint: the banners could not be read; the page goes without them');
        return null;
      }
      const key = `${file}\n${language}`;
      let entry = completed.get(key);
      if (entry?.script !== script || entry.template !== template) {
        entry = { template, script, page: complete(template, script) };
        completed.set(key, entry);
      }
      const encoding = pickEncoding(acceptEncoding);
      return { bytes: encoding === null ? entry.page.plain : entry.page[encoding], encoding, template };
    },
  };
}
