import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const BOM = '\uFEFF';

/**
 * The file's records, read by RFC 4180 (quoted fields may hold commas, doubled quotes and line
 * breaks; records end in CRLF), after its byte order mark.
 */
function csvRecords(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = BOM.length; at < text.length; at += 1) {
    const char = text.charAt(at);
    if (quoted) {
      if (char === '"' && text.charAt(at + 1) === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text.charAt(at + 1) === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 1;
    } else field += char;
  }
  return records;
}

/** Presses the bill page's export and answers the file the browser saved: its name and records. */
async function download(page: Page, buttonName: string): Promise<{ name: string; records: string[][] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const file = await downloading;
  const path = await file.path();
  await expect(page.getByText('Statement downloaded')).toBeVisible();
  return { name: file.suggestedFilename(), records: csvRecords(await readFile(path, 'utf8')) };
}

test.describe("a member's statement", () => {
  test('downloads every bill as a CSV file from the bill page: the rows the page lists, newest first', async ({ page, harness }) => {
    expect(await harness.operator('adjust', DEMO_MEMBER.username, '25.50', 'Goodwill, "thank you"')).toMatch(/^Adjusted/);
    expect(await harness.operator('adjust', DEMO_MEMBER.username, '-0.50', '=SUM(A1:A9)')).toMatch(/^Adjusted/);
    await logInAsDemoMember(page, harness.server);
    await openRoute(page, harness.server, '/pages/my/bill_record');
    await page.getByTestId('bill-row').first().waitFor();
    const shownRows = await page.getByTestId('bill-row').count();

    const { name, records } = await download(page, 'Export all bills as a CSV file');
    expect(name).toMatch(/^bills-\d{8}-\d{6}\.csv$/);
    const [header, ...rows] = records;
    expect(header).toEqual([expect.stringMatching(/^Time \(UTC[+-]\d\d:\d\d\)$/), 'Type', 'Amount', 'Balance after', 'Currency', 'Note', 'Order or record']);
    expect(rows).toHaveLength(shownRows);
    // Newest first, as the page lists them: the two adjustments on top of the demo's grant.
    expect(rows.slice(0, 2).map((row) => row.slice(1, 6))).toEqual([
      ['Adjustment', '-0.50', expect.any(String), 'USDT', `'=SUM(A1:A9)`],
      ['Adjustment', '25.50', expect.any(String), 'USDT', 'Goodwill, "thank you"'],
    ]);
    expect(Number(rows[1]?.[3]) - Number(rows[0]?.[3])).toBeCloseTo(0.5, 2);
    await screenshot(page, 'bill-export');
  });

  test('with a type chosen, the file holds that type alone', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/my/bill_record?type=adjustment');
    await page.getByTestId('bill-row').first().waitFor();
    const { name, records } = await download(page, 'Export the Adjustment bills as a CSV file');
    expect(name).toMatch(/^bills-adjustment-\d{8}-\d{6}\.csv$/);
    const rows = records.slice(1);
    expect(rows.length).toBe(await page.getByTestId('bill-row').count());
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['Adjustment']));

    await openRoute(page, harness.server, '/pages/my/bill_record?type=mining');
    await page.getByText('No bills yet').waitFor();
    const mining = await download(page, 'Export the Mining bills as a CSV file');
    expect(mining.records).toHaveLength(1);
  });
});
