import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
const prod = process.argv[2] === 'prod';
const report = { name: 'r', enforce: 'post', generateBundle(_o, b) { for (const c of Object.values(b)) if (c.type==='chunk' && /^(react|vendor)$/.test(c.name)) console.log(c.fileName, gzipSync(c.code,{level:9}).length); } };
await build({ configFile: 'vite.config.ts', plugins: [report], resolve: prod ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)) }, { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) }] } : {}, build: { outDir: '/tmp/an-dist', emptyOutDir: true }, logLevel: 'warn' });
