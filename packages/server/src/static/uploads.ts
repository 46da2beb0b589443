import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { UPLOADS_URL_PREFIX } from './avatars.js';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Uploaded images at /uploads/<file>; names are random and never reused, so they cache well. Like
 * every answer they go with nosniff (the type comes from the checked extension: no browser may
 * guess another one) and the closed policy, so one opened on its own runs nothing
 * (http/security-headers.ts).
 */
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
    },
  });
}
