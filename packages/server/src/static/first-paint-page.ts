import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_PAINT_DATA_ID, FIRST_PAINT_DATA_MARKER, type AppLanguage, type TFirstPaintData } from '@meridian/protocol';

/** How long a completed page is served before the banners are read again: an operator's change shows within it. */
export const FIRST_PAINT_TTL_MS = 5_000;

type Encoding = 'br' | 'gzip';

export interface CompletedPage {
  bytes: Buffer;
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

/**
 * The built index.html of a language with its first paint completed (issue 21): the build rendered
 * the page, and left FIRST_PAINT_DATA_MARKER where the run-time content goes (the banners, public,
 * the same for every visitor of a language). Each completed page is kept FIRST_PAINT_TTL_MS and
 * compressed once per period, not per request. A page without the marker (an older build), or a
 * failed read of the banners, is null: the file is sent as built, and the app fetches the banners.
 */
/** Where a failed read of the banners is told (the app's logger). */
export interface WarningLog {
  warn: (details: { err: unknown }, message: string) => void;
}

export function firstPaintPages(webDist: string, data: (language: AppLanguage) => Promise<TFirstPaintData>, log: WarningLog, now: () => number = Date.now) {
  const cache = new Map<string, { expiresAt: number; completed: Promise<Completed | null> }>();

  async function complete(file: string, language: AppLanguage): Promise<Completed | null> {
    const html = await readFile(path.join(webDist, file), 'utf8');
    if (!html.includes(FIRST_PAINT_DATA_MARKER)) return null;
    try {
      const plain = Buffer.from(html.replace(FIRST_PAINT_DATA_MARKER, firstPaintScript(await data(language))));
      return {
        plain,
        // Quality 5: near brotli's best for HTML at a small part of quality 11's time.
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(plain, { level: 6 }),
      };
    } catch (error) {
      log.warn({ err: error }, 'first paint: the banners could not be read; the page goes without them');
      return null;
    }
  }

  return {
    async page(file: string, language: AppLanguage, acceptEncoding: string | undefined): Promise<CompletedPage | null> {
      const key = `${file}\n${language}`;
      let entry = cache.get(key);
      if (entry === undefined || entry.expiresAt <= now()) {
        entry = { expiresAt: now() + FIRST_PAINT_TTL_MS, completed: complete(file, language) };
        cache.set(key, entry);
      }
      const completed = await entry.completed;
      if (completed === null) return null;
      const encoding = pickEncoding(acceptEncoding);
      return { bytes: encoding === null ? completed.plain : completed[encoding], encoding };
    },
  };
}
