import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';

/**
 * The naming rule of docs/architecture.md ("Names"), checked on every API path: a call's file is its
 * path's last segment in kebab-case in every layer (the protocol's schemas, the server's module, the
 * app's fetcher), one call per file, and `*-record.ts` is only a call's file (`/api/<group>/record`).
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Segments that do not name their subject take their domain's word (docs/architecture.md). */
const SUBJECTLESS: Readonly<Record<string, string>> = {
  '/api/recharge/record': 'recharge-record',
  '/api/withdraw/record': 'withdraw-record',
  '/api/balanceBill/record': 'bill-record',
  '/api/ContractShort/sign': 'sign-contract',
  '/api/mining/buy': 'buy-mining-machine',
  '/api/mining/orders': 'mining-orders',
};

/**
 * Where a call is made outside a call file, and why. The app's request wrapper renews the access
 * token itself when a call answers 1002 (spec section 8): the renewal is part of every call, not a
 * feature's call, and cannot live behind the wrapper it is part of.
 */
const ALLOWED_ELSEWHERE: Readonly<Record<string, string>> = {
  'packages/web/src/api/request.ts': '/api/login/refreshAccessToken',
};

/** `getLetterUnReadNum` → `get-letter-unread-num`; the wire's KLine and UnRead are one word each. */
export function kebabOf(segment: string): string {
  return segment
    .replace(/KLine/g, 'Kline')
    .replace(/UnRead/g, 'Unread')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

function fileNameOf(apiPath: string): string {
  const segment = apiPath.slice(apiPath.lastIndexOf('/') + 1);
  return SUBJECTLESS[apiPath] ?? kebabOf(segment);
}

function sourceFiles(folder: string): string[] {
  const entries = readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const baseName = (file: string) => path.basename(file).replace(/\.tsx?$/, '');

const CALLS = Object.entries(API).flatMap(([group, calls]) =>
  Object.entries(calls).map(([key, apiPath]) => ({ reference: new RegExp(`\\bAPI\\.${group}\\.${key}\\b`), apiPath, file: fileNameOf(apiPath) })),
);
const PROTOCOL = sourceFiles('packages/protocol/src/schemas');
const SERVER = sourceFiles('packages/server/src/modules').map((file) => ({ file, text: read(file) }));
const APP = [...sourceFiles('packages/web/src/features'), ...sourceFiles('packages/web/src/api')].map((file) => ({ file, text: read(file) }));

/** What breaks the rule for one path, one line per file. */
function breaches(call: (typeof CALLS)[number]): string[] {
  const found: string[] = [];
  if (!PROTOCOL.some((file) => baseName(file) === call.file)) found.push(`protocol: no schemas/*/${call.file}.ts`);
  const serverFiles = SERVER.filter(({ text }) => call.reference.test(text)).map(({ file }) => file);
  if (serverFiles.length === 0) found.push('server: no module defines it');
  for (const file of serverFiles) if (baseName(file) !== call.file) found.push(`server: ${file}`);
  for (const { file, text } of APP) {
    if (call.reference.test(text) && baseName(file) !== call.file && ALLOWED_ELSEWHERE[file] !== call.apiPath) found.push(`app: ${file}`);
  }
  return found;
}

describe('every API path has its file named after it in the protocol, the server and the app', () => {
  it.each(CALLS.map((call) => [call.apiPath, call] as const))('%s', (_path, call) => {
    expect(breaches(call)).toEqual([]);
  });

  it('names files as the rule says, odd words and all', () => {
    expect(fileNameOf(API.chain.getKLine)).toBe('get-kline');
    expect(fileNameOf(API.member.getLetterUnReadNum)).toBe('get-letter-unread-num');
    expect(fileNameOf(API.recharge.offlineRechargePamentDetail)).toBe('offline-recharge-pament-detail');
    expect(fileNameOf(API.withdraw.record)).toBe('withdraw-record');
  });
});

describe('a file named *-record.ts is a call’s file, never data access', () => {
  const recordCalls = new Set(CALLS.filter((call) => call.file.endsWith('-record')).map((call) => call.file));
  const everywhere = [...sourceFiles('packages/protocol/src'), ...sourceFiles('packages/server/src'), ...sourceFiles('packages/web/src')];

  it('has no *-record(s).ts but the record calls', () => {
    const others = everywhere.filter((file) => /-records?$/.test(baseName(file)) && !recordCalls.has(baseName(file)));
    expect(others).toEqual([]);
  });
});
