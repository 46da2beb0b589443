import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { builtPageHeaders } from './page-policy.js';

export const CONSOLE_PREFIX = '/console/';

/**
 * The built operator console (CONSOLE_DIST) at /console/, when it has been built. Like the member
 * app: index.html fresh every time, hashed assets cached for a year. A deep link into the
 * console (/console/members/12) is a page of the console's router: index.html answers it. No
 * page may frame the console (page-policy.ts).
 */
export async function serveConsoleApp(app: FastifyInstance, consoleDist: string): Promise<boolean> {
  if (!existsSync(path.join(consoleDist, 'index.html'))) return false;
  const policies = builtPageHeaders('none');
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: consoleDist,
        prefix: CONSOLE_PREFIX,
        decorateReply: false,
        wildcard: false,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders(res, filePath, stat) {
          policies.setOnFile(res, filePath, stat);
          const relative = path.relative(consoleDist, filePath).split(path.sep).join('/');
          if (relative.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
          else if (relative.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          else res.setHeader('cache-control', 'public, max-age=3600');
        },
      });
      const indexHtml = path.join(consoleDist, 'index.html');
      scope.get('/console', (_request, reply) => reply.redirect(CONSOLE_PREFIX, 301));
      scope.get(`${CONSOLE_PREFIX}*`, async (request, reply) => {
        // A missing asset is a 404, not the page: a stale tab asking for an old chunk must see it fail.
        if (request.url.startsWith(`${CONSOLE_PREFIX}assets/`)) return reply.code(404).send({ ok: false, message: 'Not Found' });
        const html = await readFile(indexHtml, 'utf8');
        return reply.headers(policies.ofHtml(indexHtml, html)).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      });
    },
  );
  return true;
}
