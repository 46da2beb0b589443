// @ts-check
// `node scripts/stage.mjs NAME -- command [argument…]`: runs one stage of `npm test` or `.ci/run`
// and says when it starts and how it ended: `stage NAME: ok after 12 s` or `stage NAME: failed
// (exit 2) after 12 s`. It exits as the command did. Stages run side by side where run-p runs them,
// so each line names its stage rather than relying on the order of the log. With STAGE_LOG set to
// a file, each stage also appends a line of JSON there (name, start, end, whether it passed), which
// `scripts/stage-summary.mjs` sums up at the end of CI (docs/ci-timings.md).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const [name, separator, command, ...args] = process.argv.slice(2);
if (name === undefined || separator !== '--' || command === undefined) {
  console.error('usage: node scripts/stage.mjs NAME -- command [argument…]');
  process.exit(2);
}

const startedAt = Date.now();
console.log(`stage ${name}: started`);
const child = spawn(command, args, { stdio: 'inherit' });
// Ctrl-C or CI's stop reaches the command, which decides how to end; this process reports it.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));

/** Prints the stage's line, logs it where STAGE_LOG says, and exits with `code`. */
function finish(/** @type {number} */ code, /** @type {string} */ outcome) {
  const endedAt = Date.now();
  const seconds = (endedAt - startedAt) / 1000;
  console.log(`stage ${name}: ${outcome} after ${seconds.toFixed(seconds < 10 ? 1 : 0)} s`);
  const log = process.env.STAGE_LOG;
  if (log) appendFileSync(log, `${JSON.stringify({ name, startedAt, endedAt, ok: code === 0 })}\n`);
  process.exit(code);
}

child.on('error', (error) => finish(127, `failed (${error.message})`));
child.on('exit', (code, signal) => {
  if (code === 0) finish(0, 'ok');
  else finish(code ?? 1, `failed (${signal ?? `exit ${String(code)}`})`);
});
