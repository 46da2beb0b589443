import makeTemplate from './test/helpers/pglite-template.ts';
import { readFileSync } from 'node:fs';
import { openDatabase } from './src/db/client.ts';
const provided: Record<string, string> = {};
const done = await makeTemplate({ provide: (k: string, v: string) => { provided[k] = v; } } as never);
const blob = new Blob([readFileSync(provided.pgliteTemplate)]);
let tot = 0;
for (let i = 0; i < 20; i++) {
  const t = process.cpuUsage();
  const db = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: blob });
  await db.setup();
  const c = process.cpuUsage(t);
  await db.close();
  if (i > 4) tot += (c.user + c.system) / 1e6;
}
console.log('open+setup avg', (tot / 15).toFixed(3));
done();
