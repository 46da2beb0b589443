import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The built app (WEB_DIST) at `/`, when it has been built. index.html must be fetched fresh so a
 * new release is seen at once; Vite's hashed files under /assets/ never change and cache for a year.
 * Compressed copies made at build time are served to browsers that accept them.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    index: ['index.html'],
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes .br and .gz copies (web/scripts/precompress.mjs): sent as the browser accepts.
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(webDist, filePath).split(path.sep).join('/');
      if (relative.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      else if (relative.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  return true;
}
