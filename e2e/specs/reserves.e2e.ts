import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { report, seriousViolations } from '../support/axe.js';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';

test.describe.configure({ mode: 'serial' });
test.use({ chainDemo: true });

const ROOT = path.resolve(import.meta.dirname, '../..');
const VERIFIED = 'Verified in this browser: every signature proves control of its address, and the totals add up';
/**
 * The in-process signer looks for a snapshot to attest every ten seconds and reads balances twelve
 * blocks deep (a block a second here): room for both on a slow machine.
 */
const ATTESTING_MS = 60_000;

test.describe('proof of reserves (issue 39)', () => {
  test('anyone sees the reserves signed for the newest snapshot, checked in the browser, and checks the file against the chain', async ({ harness, newDevice }, testInfo) => {
    const published = await harness.operator('liabilities', 'snapshot');
    const snapshotId = Number(/#(\d+)/.exec(published)?.[1]);
    expect(snapshotId).toBeGreaterThan(0);

    const visitor = await newDevice();
    await test.step('from the proof of liabilities to the reserves, without signing in: the signer has attested the snapshot and the browser checked each signature', async () => {
      await visitor.goto(harness.appUrl('/pages/proof/liabilities'));
      await visitor.getByRole('button', { name: 'See the proof of reserves' }).click();
      await visitor.waitForURL(/#\/pages\/proof\/reserves/);
      await expect(async () => {
        await visitor.reload();
        await expect(visitor.getByText(new RegExp(`^#${snapshotId} · `))).toBeVisible({ timeout: 1_000 });
        await expect(visitor.getByText(VERIFIED)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: ATTESTING_MS });
      await expect(visitor.getByText(/^ERC20 · block \d+$/)).toBeVisible();
      // The demo's hot wallet, funded with a million demo USDT at every start.
      await expect(visitor.getByText(/^Hot wallet · /)).toBeVisible();
      await expect(visitor.getByText('Signature verified').first()).toBeVisible();
      await expect(visitor.getByTestId('reserves-ratio')).toHaveText(/^[\d,]+\.\d{2}% of liabilities$/);
      await screenshot(visitor, 'reserves-public');
      // The page with every kind of row on it (hot, fee, deposit addresses, their verdicts), as axe sees it.
      const violations = await seriousViolations(visitor);
      expect(violations, report({ '/pages/proof/reserves': violations })).toEqual([]);
    });

    await test.step('the downloaded file verifies from the command line: every signature, and every balance at the pinned block on the chain', async () => {
      const downloading = visitor.waitForEvent('download');
      await visitor.getByRole('button', { name: 'Download reserves file' }).click();
      const file = testInfo.outputPath('reserves.json');
      await (await downloading).saveAs(file);
      const reserves = JSON.parse(readFileSync(file, 'utf8')) as { snapshot: { id: number } };
      expect(reserves.snapshot.id).toBe(snapshotId);
      const rpcUrl = harness.server.app.deps.chain.get('ERC20')?.rpcUrl;
      if (rpcUrl === undefined) throw new Error('the journey runs the chain demo: ERC20 has its node');
      const verify = spawnSync('npm', ['run', '--silent', 'verify', '--', 'reserves', file, '--rpc', rpcUrl], { cwd: ROOT, encoding: 'utf8' });
      expect(verify.status, verify.stderr).toBe(0);
      expect(verify.stdout).toMatch(/OK {3}hot {5}0x[0-9a-fA-F]{40} [\d.]+: signature verified; balance matches block \d+/);
      expect(verify.stdout).toContain('Reserves OK.');
    });
  });
});
