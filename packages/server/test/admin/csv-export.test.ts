import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, rechargeOrders } from '../../src/db/schema/index.js';
import { csvStream, neutraliseFormula, type CsvExport } from '../../src/operator/csv-export.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { parseStrictCsv } from '../helpers/strict-csv.js';
import { createManualClock } from '../market/manual-clock.js';
import { pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
const BOM = '\uFEFF';
let t: TestApp;
let finance: ConsoleBrowser;
let support: ConsoleBrowser;
let owner: ConsoleBrowser;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  finance = (await enrolledOperator(t, clock, 'csv-finance', 'finance')).browser;
  support = (await enrolledOperator(t, clock, 'csv-support', 'support')).browser;
  owner = (await enrolledOperator(t, clock, 'csv-owner', 'owner')).browser;
});
afterAll(async () => {
  await t.close();
});

/** The file's lines without the BOM and the last line end (RFC 4180 lines end in CRLF). */
function linesOf(text: string): string[] {
  expect(text.startsWith(BOM)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(BOM.length, -2).split('\r\n');
}

async function adjust(username: string, amount: string, reason: string): Promise<void> {
  const outcome = await runCommand(t.db, { name: 'adjust', username, amount, reason }, { actor: 'cli:test' });
  if (!outcome.ok) throw new Error(outcome.text);
}

describe('CSV exports through the admin API', () => {
  it("exports a member's bills with the list's filters: header, rows newest first, quoting, formula cells neutralised, BOM", async () => {
    const member = await newMember(t);
    await adjust(member.username, '100', '補償 "first", 陳大文');
    await adjust(member.username, '-10.5', '=HYPERLINK("http://evil.example","click")');
    await adjust(member.username, '5', '@SUM(A1:A2)');
    const other = await newMember(t);
    await adjust(other.username, '1', 'not this member');

    const answer = await finance.send('GET', `/admin/bills/export?memberId=${member.id}&type=adjustment`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="bills-20261124-08\d{4}\.csv"$/);
    const [header, ...rows] = linesOf(answer.text);
    expect(header).toBe('id,memberId,username,type,kind,amount,currency,memo,createdAt');
    expect(rows).toHaveLength(3);
    // Newest first; a negative amount stays a number; a formula gets its apostrophe inside the quotes.
    expect(rows[0]).toMatch(new RegExp(`^\\d+,${member.id},${member.username},adjustment,adjustment,5\\.00,USDT,'@SUM\\(A1:A2\\),`));
    expect(rows[1]).toContain(`,-10.50,USDT,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(rows[2]).toContain(',100.00,USDT,"補償 ""first"", 陳大文",');
    expect(answer.text).not.toContain('not this member');
  });

  it('exports recharges and withdrawals by status and member', async () => {
    const member = await newMember(t);
    const pending = await pendingRecharge(t, member, '80.00');
    const card = await readyToWithdraw(t, member, '300.00');
    const withdrawal = await pendingWithdrawal(t, member, card, '100.00');

    const recharges = linesOf((await support.send('GET', `/admin/recharges/export?status=pending_review&memberId=${member.id}`)).text);
    expect(recharges[0]).toBe('orderNo,memberId,username,mode,channel,amount,currency,status,payerName,txid,proofUrl,reason,createdAt,completedAt');
    expect(recharges.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${pending},${member.id},${member.username},.*,80\\.00,USDT,pending_review,Chan Tai Man,`))]);
    const none = linesOf((await support.send('GET', `/admin/recharges/export?status=completed&memberId=${member.id}`)).text);
    expect(none).toHaveLength(1);

    const withdrawals = linesOf((await finance.send('GET', `/admin/withdrawals/export?memberId=${member.id}`)).text);
    expect(withdrawals[0]).toBe('orderNo,memberId,username,method,destination,amount,fee,actualAmount,currency,status,reason,createdAt,reviewedAt');
    expect(withdrawals.slice(1)).toEqual([expect.stringContaining(`${withdrawal},${member.id},${member.username},bank,`)]);
  });

  it('keeps a name with a line break in one row: quoted (RFC 4180), and a formula on any of its lines neutralised', async () => {
    // Members can no longer type such names (a name is one line); one kept from before still goes out safely.
    const forgedRow = 'x\nRC1,1,demo0001,offline,x,9999.00,USDT,completed';
    const payerNames = [
      { stored: 'a\n=1+1', exported: "a\n'=1+1" },
      // 60 characters that forged a whole completed recharge in finance's spreadsheet.
      { stored: forgedRow, exported: forgedRow },
      { stored: 'Chan\r\n@SUM(A1)\r-1\n"quoted", too', exported: 'Chan\r\n\'@SUM(A1)\r-1\n"quoted", too' },
    ];
    const expected = new Map<string, string>();
    for (const { stored, exported } of payerNames) {
      // One recharge waits per member at a time.
      const orderNo = await pendingRecharge(t, await newMember(t), '80.00');
      await t.db.update(rechargeOrders).set({ payerName: stored }).where(eq(rechargeOrders.orderNo, orderNo));
      expected.set(orderNo, exported);
    }

    const answer = await support.send('GET', '/admin/recharges/export?status=pending_review');
    expect(answer.text.startsWith(BOM)).toBe(true);
    // The whole file reads strictly, every row as long as the header: no row was forged or cut.
    const [header = [], ...rows] = parseStrictCsv(answer.text.slice(BOM.length));
    expect(rows.every((row) => row.length === header.length)).toBe(true);
    const payerColumn = header.indexOf('payerName');
    const ours = rows.filter(([orderNo = '']) => expected.has(orderNo));
    expect(new Map(ours.map((row) => [row[0], row[payerColumn]]))).toEqual(expected);
    expect(answer.text).toContain(`,"a\n'=1+1",`);
  });

  it('neutralises a formula at the start of any line of a cell, and leaves plain numbers and other text alone', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('a\n=1+1')).toBe("a\n'=1+1");
    expect(neutraliseFormula('a\r\n+1\r@x\n\t=1')).toBe("a\r\n'+1\r'@x\n'\t=1");
    expect(neutraliseFormula('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(neutraliseFormula('-10.50')).toBe('-10.50');
    expect(neutraliseFormula('total\n-10.50')).toBe('total\n-10.50');
    expect(neutraliseFormula('-1+1')).toBe("'-1+1");
    expect(neutraliseFormula('Chan Tai Man = payer')).toBe('Chan Tai Man = payer');
    expect(neutraliseFormula('')).toBe('');
  });

  it('exports the audit log by actor and action, to the owner alone', async () => {
    await finance.send('GET', '/admin/ledger-check');
    const answer = await owner.send('GET', '/admin/audit/export?actor=console:csv-finance&action=ledger-check');
    const [header, ...rows] = linesOf(answer.text);
    expect(header).toBe('id,createdAt,actor,action,target,detail,outcome,ip,userAgent');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',console:csv-finance,ledger-check,,{},ok,');
    expect((await finance.send('GET', '/admin/audit/export')).status).toBe(403);
  });

  it('writes one audit row per export with its filters and how many rows left', async () => {
    const member = await newMember(t);
    await adjust(member.username, '7', 'audited export');
    await support.send('GET', `/admin/bills/export?memberId=${member.id}`);
    const [row] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'bills-export')).orderBy(desc(operatorAudit.id)).limit(1);
    expect(row).toMatchObject({
      actor: 'console:csv-support',
      target: 'export:bills',
      outcome: 'ok',
      detail: { memberId: member.id, result: { rows: 1, capped: false } },
      ip: support.ip,
    });
  });

  it('refuses a role that may not read the list (403) and a bad filter (400), with JSON and no file', async () => {
    const content = (await enrolledOperator(t, clock, 'csv-content', 'content')).browser;
    const refused = await content.send('GET', '/admin/recharges/export');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ ok: false, message: 'The content role may not do this.' });
    const badStatus = await finance.send('GET', '/admin/withdrawals/export?status=lost');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toMatch(/^Invalid request: status/);
    expect((await finance.send('GET', '/admin/bills/export?memberId=abc')).status).toBe(400);
    expect((await finance.send('GET', '/admin/bills/export?type=lottery')).status).toBe(400);
  });

  it('reads in batches by id and stops at the cap with a line that says so', async () => {
    const ids = Array.from({ length: 7 }, (_, index) => 7 - index);
    const asked: (number | null)[] = [];
    const sevenRows: CsvExport<object> = {
      list: 'numbers',
      columns: ['n'],
      rows: (_db, _filter, before, limit) => {
        asked.push(before);
        return Promise.resolve(ids.filter((id) => before === null || id < before).slice(0, limit).map((id) => ({ id, cells: [id] })));
      },
      count: () => Promise.resolve(ids.length),
    };
    let text = '';
    for await (const chunk of csvStream(t.db, sevenRows, {}, 5)) text += String(chunk);
    expect(linesOf(text)).toEqual(['n', '7', '6', '5', '4', '3', 'Export stopped at 5 rows; narrow the filters for the rest.']);
    // One batch (the cap is below a batch), then one row to learn whether there is more.
    expect(asked).toEqual([null, 3]);
  });
});
