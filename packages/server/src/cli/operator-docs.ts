import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMAND_DEFINITIONS } from '../operator/command-registry.js';
import { CALLS_END, CALLS_START, consoleApiReference } from '../operator/console-api-reference.js';
import { operatorReference, REFERENCE_END, REFERENCE_START, withGenerated } from '../operator/operator-reference.js';

/**
 * `npm run docs:operators -w @meridian/server`: rewrites the command reference of docs/operators.md
 * from the registry, and the call reference of docs/console-api.md from the contract it serves.
 */
const DOCS = [
  { file: '../../../../docs/operators.md', section: operatorReference(COMMAND_DEFINITIONS), start: REFERENCE_START, end: REFERENCE_END },
  { file: '../../../../docs/console-api.md', section: consoleApiReference(COMMAND_DEFINITIONS), start: CALLS_START, end: CALLS_END },
];

for (const { file, section, start, end } of DOCS) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const before = readFileSync(path, 'utf8');
  const after = withGenerated(before, section, start, end);
  if (after !== before) writeFileSync(path, after);
  process.stdout.write(`${path}: ${after === before ? 'already up to date' : 'reference rewritten'}\n`);
}
