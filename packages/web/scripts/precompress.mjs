/**
 * Writes a gzip and a brotli copy next to every compressible file of the build, so the server
 * sends them without compressing on each request (@fastify/static `preCompressed`). Node's own
 * zlib does it; level 9 / quality 11 cost time once per build, not per visitor.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(DIST)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = await readFile(path);
  if (content.length < MIN_BYTES) continue;
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`precompress: gzip and brotli copies of ${count} files`);
