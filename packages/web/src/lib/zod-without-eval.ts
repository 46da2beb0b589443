import { config } from 'zod/mini';

/**
 * Zod compiles a faster parser for each object schema with `new Function` unless it is told not
 * to, and finds out whether it may by trying: under the server's Content-Security-Policy (no
 * 'unsafe-eval') that try is refused, and reported as a violation even though zod catches it.
 * It decides when a schema is made, so this runs before any module that makes one: main.tsx
 * imports it first, and the build keeps it at the head of the vendor chunk (vite.config.ts).
 */
config({ jitless: true });
