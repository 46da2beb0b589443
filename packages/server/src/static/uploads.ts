import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { UPLOADS_URL_PREFIX } from './avatars.js';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Uploaded images at /uploads/<file>; names are random and never reused, so they cache well. */
export async function serveUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = uploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      // The type comes from the checked extension; never let a browser guess another one.
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
