import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APP_LANGUAGES, FALLBACK_LANGUAGE, catalogForSystemLanguage, type AppLanguage } from '@meridian/protocol';

/**
 * The language the app starts in on a first visit: the browser's own language (the first tag of
 * its Accept-Language, what the app reads as navigator.language) when the app follows it (spec
 * section 9), else en-US. The app's stored choice, when a member made one, is not known here.
 */
export function firstLaunchLanguage(acceptLanguage: string | undefined): AppLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return catalogForSystemLanguage(first) ?? FALLBACK_LANGUAGE;
}

/**
 * The built app (WEB_DIST) at `/`, when it has been built. index.html must be fetched fresh so a
 * new release is seen at once; Vite's hashed files under /assets/ never change and cache for a year.
 * Compressed copies made at build time are served to browsers that accept them. The build writes
 * index.html once per language, each fetching its catalog with the scripts (web/build/
 * catalog-preload.ts): `/` sends the one of the language the app will start in.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  const pages = new Map<AppLanguage, string>();
  for (const language of APP_LANGUAGES) {
    const file = `index.${language}.html`;
    if (language !== FALLBACK_LANGUAGE && existsSync(path.join(webDist, file))) pages.set(language, file);
  }
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: ['index.html'],
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes .br and .gz copies (web/scripts/precompress.mjs): sent as the browser accepts.
      preCompressed: true,
      setHeaders(res, filePath) {
        // The compressed copy of a file (index.html.br) is cached as the file itself.
        const relative = path.relative(webDist, filePath).split(path.sep).join('/').replace(/\.(br|gz)$/, '');
        if (relative.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
        else if (relative.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
    const page = (request: FastifyRequest, reply: FastifyReply) => {
      // A cache must keep one copy per language and per encoding.
      reply.header('vary', 'accept-encoding, accept-language');
      return reply.sendFile(pages.get(firstLaunchLanguage(request.headers['accept-language'])) ?? 'index.html');
    };
    scope.get('/', page);
    scope.get('/index.html', page);
  });
  return true;
}
