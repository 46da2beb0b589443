import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { templatedDataDir } from '../helpers/process-storage.js';

/**
 * The operator commands exactly as docs/operators.md writes them, `npm run operator -- <command> --flag
 * value` from the repository's root, run by npm itself on the embedded database of a DATA_DIR of
 * their own. A root script that hands its arguments to a second `npm run` loses every `--flag` to
 * that npm, so only running the documented form proves the flags arrive.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;

/** This process's environment without what would point the CLI elsewhere or steer the inner npm. */
function cliEnvironment(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'DATABASE_URL' && name !== 'REDIS_URL');
  return { ...Object.fromEntries(kept), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
}

function npmRun(args: readonly string[]) {
  const run = spawnSync('npm', ['run', ...args], { cwd: ROOT, env: cliEnvironment(), encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeAll(() => {
  // The scripts run the built CLI, which the project's global setup built (helpers/build-server.ts).
  dataDir = templatedDataDir('meridian-npm-script-');
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run operator -- …', () => {
  it('passes --title and --content to the command: the popup is kept as a notice with that title', () => {
    const popup = npmRun(['operator', '--', 'popup', '--title', 'Flags reach the command', '--content', '<p>Typed as the docs say</p>']);
    expect(popup.output).not.toContain('Usage: npm run operator');
    expect(popup.status).toBe(0);

    const notices = npmRun(['operator', '--', 'notices', '--limit', '1']);
    expect(notices.status).toBe(0);
    expect(notices.output).toContain('popup  Flags reach the command');
  }, 120_000);

  it('help lists the commands and exits 0; the help articles have a name of their own', () => {
    const help = npmRun(['operator', '--', 'help']);
    expect(help.status).toBe(0);
    expect(help.output).toContain('Usage: npm run operator -- <command>');
    expect(help.output).toContain('conversation-reply <id> [<text…>] [--image <file>]');
    const articles = npmRun(['operator', '--', 'help-articles']);
    expect(articles.status).toBe(0);
    expect(articles.output).not.toContain('Usage: npm run operator');
  }, 60_000);

  it('sends a picture to a conversation without text, as the usage allows', () => {
    // A 2×2 PNG; no conversation #999 exists, so the command itself answers (exit 1), past the parser.
    const picture = path.join(dataDir, 'answer.png');
    writeFileSync(picture, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII=', 'base64'));
    const reply = npmRun(['operator', '--', 'conversation-reply', '999', '--image', picture]);
    expect(reply.output).not.toContain('needs its text');
    expect(reply.output).toContain('No conversation #999.');
    expect(reply.status).toBe(1);
  }, 60_000);

  it('refuses an option the command does not have with its own words, not npm’s', () => {
    const wrong = npmRun(['operator', '--', 'notice-remove', '1', '--colour', 'red']);
    expect(wrong.status).toBe(2);
    expect(wrong.output).toContain('notice-remove has no option --colour.');
  }, 60_000);
});

describe('npm run ledger:check', () => {
  it('checks the ledger of DATA_DIR, and the chain of tick roots', () => {
    const check = npmRun(['ledger:check']);
    expect(check.status).toBe(0);
    expect(check.output).toContain('Ledger OK');
    expect(check.output).toContain('Tick chain: no roots in this range.');
  }, 60_000);
});

describe('npm run verify -- …', () => {
  it('passes --from and --to to the chain check, and refuses a time it cannot read with the usage', () => {
    const chain = npmRun(['verify', '--', 'chain', '--from', '2026-01-05T12:00:00Z', '--to', '2026-01-05T13:00:00Z']);
    expect(chain.status).toBe(0);
    expect(chain.output).toContain('Tick chain: no roots in this range.');
    const wrong = npmRun(['verify', '--', 'chain', '--from', 'yesterday']);
    expect(wrong.status).toBe(2);
    expect(wrong.output).toContain('npm run verify -- chain [--from <ISO>] [--to <ISO>]');
  }, 120_000);

  it('says when no contract has the order number, with exit 1', () => {
    const contract = npmRun(['verify', '--', 'contract', 'CT000000000000000000000000']);
    expect(contract.status).toBe(1);
    expect(contract.output).toContain('No contract CT000000000000000000000000.');
  }, 60_000);
});
