import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APP_LANGUAGES, FALLBACK_LANGUAGE, catalogForHeader, languageOfCookie, type AppLanguage, type TFirstPaintData } from '@meridian/protocol';
import { firstPaintPages } from './first-paint-page.js';
import { builtPageHeaders } from './page-policy.js';

/**
 * The language the app will start in: the member's own choice, which the app keeps in a cookie
 * (protocol LANGUAGE_COOKIE), else the first of the browser's languages (its Accept-Language, what
 * the app reads as navigator.languages) that a catalog reads, matched as the app matches them
 * (catalogForHeader; spec section 9), else en-US. So a member who chose another language than the
 * browser's gets the page already drawn in it (issue 21), and the page drawn here is the one the
 * app's first render keeps.
 */
export function launchLanguage(headers: { 'accept-language'?: string | undefined; cookie?: string | undefined }): AppLanguage {
  return languageOfCookie(headers.cookie) ?? catalogForHeader(headers['accept-language']);
}

/**
 * The built app (WEB_DIST) at `/`, when it has been built. index.html must be fetched fresh so a
 * new release is seen at once; Vite's hashed files under /assets/ never change and cache for a year.
 * Compressed copies made at build time are served to browsers that accept them. The build writes
 * index.html once per language, each fetching its catalog with the scripts (web/build/
 * catalog-preload.ts): `/` sends the one of the language the app will start in (launchLanguage), completed with
 * the banners and quotes of its first paint (first-paint-page.ts) when `firstPaintData` is given.
 * Every file goes with the app's Content-Security-Policy, each page's naming the inline scripts it
 * holds (page-policy.ts).
 */
export async function serveWebApp(app: FastifyInstance, webDist: string, firstPaintData?: (language: AppLanguage) => Promise<TFirstPaintData>): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  const pages = new Map<AppLanguage, string>();
  for (const language of APP_LANGUAGES) {
    const file = `index.${language}.html`;
    if (language !== FALLBACK_LANGUAGE && existsSync(path.join(webDist, file))) pages.set(language, file);
  }
  // The console shows the app in a frame (its preview of banners and notices): framed by our own pages only.
  const policies = builtPageHeaders('same-origin');
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: ['index.html'],
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes .br and .gz copies (web/scripts/precompress.mjs): sent as the browser accepts.
      preCompressed: true,
      setHeaders(res, filePath, stat) {
        policies.setOnFile(res, filePath, stat);
        // The compressed copy of a file (index.html.br) is cached as the file itself.
        const relative = path.relative(webDist, filePath).split(path.sep).join('/').replace(/\.(br|gz)$/, '');
        if (relative.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
        else if (relative.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
    const completed = firstPaintData === undefined ? null : firstPaintPages(webDist, firstPaintData, app.log);
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      // A cache must keep one copy per language and per encoding.
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      const language = launchLanguage(request.headers);
      const file = pages.get(language) ?? 'index.html';
      const body = await completed?.page(file, language, request.headers['accept-encoding']);
      if (body === undefined || body === null) return reply.sendFile(file);
      if (body.encoding !== null) reply.header('content-encoding', body.encoding);
      return reply
        .headers(policies.ofHtml(file, body.template))
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(body.bytes);
    };
    scope.get('/', page);
    scope.get('/index.html', page);
  });
  return true;
}
