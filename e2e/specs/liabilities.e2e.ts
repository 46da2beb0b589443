import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, shownAmount, signUp } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(import.meta.dirname, '../..');
const MATCHED = 'Matched: the total equals the member balances in the ledger at that instant';

test.describe('proof of liabilities', () => {
  test('the demo member checks that their balance is included, keeps the proof and checks it again from the command line', async ({ page, harness, newDevice }, testInfo) => {
    // Two more members, one with money, so the demo member's leaf has siblings on its path.
    const others = await newDevice();
    await signUp(others, harness.server, 'liabsaver', 'secret123');
    await signUp(others, harness.server, 'liabnewbie', 'secret123');
    expect(await harness.operator('adjust', 'liabsaver', '250.75', 'Goodwill credit')).toMatch(/^Adjusted liabsaver/);

    // Finance publishes a snapshot now, rather than waiting for 00:00 UTC.
    const published = await harness.operator('liabilities', 'snapshot');
    expect(published).toMatch(/^Liabilities snapshot #\d+: 3 members, total 10250\.75000000, root [0-9a-f]{64}; equals the ledger's member total\./);
    const snapshotId = Number(/#(\d+)/.exec(published)?.[1]);

    // my/index → My balance is included: one tap, and the browser has checked the path.
    await logInAsDemoMember(page, harness.server);
    await page.goto(harness.appUrl('/pages/my/index'));
    await page.getByRole('button', { name: 'My balance is included' }).click();
    await expect(page.getByText('Verified in this browser: your balance is included in the total')).toBeVisible();
    await expect(page.getByTestId('liability-balance')).toHaveText(shownAmount(DEMO_MEMBER.balance, 'USDT'));
    await expect(page.getByText(/^Step \d/)).not.toHaveCount(0);
    await expect(page.getByTestId('liability-total')).toHaveText('10,250.75');
    await expect(page.getByText(MATCHED)).toBeVisible();
    await screenshot(page, 'liabilities-mine');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download proof file' }).click();
    const file = testInfo.outputPath('liabilities-proof.json');
    await (await downloading).saveAs(file);
    const proof = JSON.parse(readFileSync(file, 'utf8')) as { snapshot: { id: number; rootHash: string }; member: { balance: string }; shards: unknown[] };
    expect(proof.snapshot.id).toBe(snapshotId);
    expect(proof.member.balance).toBe('10000.00000000');
    // The balance as random shards, each a leaf with its own path: no sibling is another member's balance.
    expect(proof.shards.length).toBeGreaterThanOrEqual(2);

    // The member's own check, without the app: the file alone, offline.
    const verify = spawnSync('npm', ['run', '--silent', 'verify', '--', 'liabilities', file], { cwd: ROOT, encoding: 'utf8' });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stdout).toContain(`balance 10000.00000000 is included in liabilities snapshot #${snapshotId}`);

    // The published root is the one the proof leads to.
    await page.getByRole('button', { name: 'See the published snapshot' }).click();
    await expect(page.getByText(proof.snapshot.rootHash)).toBeVisible();
    await expect(page.getByText(MATCHED)).toBeVisible();
  });

  test('anyone sees the published snapshot without signing in', async ({ harness, newDevice }) => {
    const visitor = await newDevice();
    await visitor.goto(harness.appUrl('/pages/proof/liabilities'));
    await expect(visitor.getByText(MATCHED)).toBeVisible();
    await screenshot(visitor, 'liabilities-public');
    // The member's own proof needs a login.
    await visitor.getByRole('button', { name: 'Check that my balance is included' }).click();
    await visitor.waitForURL(/#\/pages\/login\/login/);
  });
});
