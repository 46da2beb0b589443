import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMAND_DEFINITIONS } from '../operator/command-registry.js';
import { operatorReference, withReference } from '../operator/operator-reference.js';

/** `npm run docs:operators -w @meridian/server`: rewrites the command reference of docs/operators.md from the registry. */
const DOCS = fileURLToPath(new URL('../../../../docs/operators.md', import.meta.url));

const before = readFileSync(DOCS, 'utf8');
const after = withReference(before, operatorReference(COMMAND_DEFINITIONS));
if (after !== before) writeFileSync(DOCS, after);
process.stdout.write(`${DOCS}: ${after === before ? 'already up to date' : 'command reference rewritten'}\n`);
