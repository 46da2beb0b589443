import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { members } from '../../../src/db/schema/index.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../../src/ledger/accounts.js';
import { ledgerAmount } from '../../../src/ledger/amount.js';
import { postEntry } from '../../../src/ledger/post-entry.js';
import { memberBillsCsv } from '../../../src/modules/bill/export-csv.js';
import { csvStream } from '../../../src/operator/csv-export.js';
import { runCommand } from '../../../src/operator/operator-commands.js';
import { randomIp } from '../../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { parseStrictCsv } from '../../helpers/strict-csv.js';

const BOM = '\uFEFF';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function adjust(member: TestMember, amount: string, reason: string): Promise<void> {
  const outcome = await runCommand(t.db, { name: 'adjust', username: member.username, amount, reason }, { actor: 'cli:test' });
  if (!outcome.ok) throw new Error(outcome.text);
}

let sequence = 0;
/** A contract's movement of the member's available balance (its stake out, or its payout in). */
async function contractBill(member: TestMember, amount: string, orderNo: string): Promise<void> {
  const accounts = await memberAccountIds(t.db, member.id);
  if (!accounts) throw new Error('no accounts');
  sequence += 1;
  await postEntry(t.db, {
    kind: 'contract_settle',
    requestId: `bill-export-test:${member.id}:${sequence}`,
    memo: `contract ${orderNo}`,
    cause: { type: 'contract', id: orderNo },
    postings: [
      { accountId: accounts.available, amount: ledgerAmount(amount) },
      { accountId: await platformAccountId(t.db, PLATFORM_ACCOUNT.contracts, 'USDT'), amount: ledgerAmount(new Decimal(amount).negated()) },
    ],
  });
}

interface Download {
  status: number;
  header: (name: string) => string | undefined;
  text: string;
}

/** The call as the app makes it: POST with the envelope and the member's token. */
async function exportBills(member: TestMember | null, payload: Record<string, unknown> = {}, language = 'en-US'): Promise<Download> {
  const response = await t.app.inject({
    method: 'POST',
    url: API.balanceBill.exportCsv,
    remoteAddress: randomIp(),
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(member === null ? {} : { accesstoken: member.token }) },
    payload: t.api.envelope.encode(payload),
  });
  const header = (name: string) => {
    const value = response.headers[name];
    return value === undefined ? undefined : String(value);
  };
  return { status: response.statusCode, header, text: response.body };
}

/** The file's records (header first), read strictly by RFC 4180, after its byte order mark. */
function recordsOf(download: Download): string[][] {
  expect(download.status).toBe(200);
  expect(download.header('content-type')).toBe('text/csv; charset=utf-8');
  expect(download.text.startsWith(BOM)).toBe(true);
  return parseStrictCsv(download.text.slice(BOM.length));
}

/** A refusal: the envelope, as every call's. */
function refusalOf(download: Download) {
  expect(download.status).toBe(200);
  expect(download.header('content-type')).toMatch(/^text\/plain/);
  return t.api.envelope.decode(download.text) as { code: number; msg: string; data: { fields?: string[] } | null };
}

describe('balanceBill/exportCsv', () => {
  it("streams the member's own bills, newest first, with the balance after, their time zone, quoting and formulas neutralised", async () => {
    const member = await newMember(t);
    await t.db.update(members).set({ timeZone: '+08:00' }).where(eq(members.id, member.id));
    await adjust(member, '500', 'Welcome, "new" member');
    await contractBill(member, '-20.00', 'CT2026A');
    await contractBill(member, '35.50', 'CT2026A');
    await adjust(member, '-1.25', '=HYPERLINK("http://evil.example")');

    const download = await exportBills(member);
    expect(download.header('content-disposition')).toMatch(/^attachment; filename="bills-\d{8}-\d{6}\.csv"$/);
    expect(download.header('cache-control')).toBe('no-store');
    // RFC 4180 lines end in CRLF.
    expect(download.text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = recordsOf(download);
    expect(header).toEqual(['Time (UTC+08:00)', 'Type', 'Amount', 'Balance after', 'Currency', 'Note', 'Order or record']);
    expect(rows.map((row) => row.slice(1, 5))).toEqual([
      ['Adjustment', '-1.25', '514.25', 'USDT'],
      ['Contract', '35.50', '515.50', 'USDT'],
      ['Contract', '-20.00', '480.00', 'USDT'],
      ['Adjustment', '500.00', '500.00', 'USDT'],
    ]);
    // A formula a note starts with is text in a spreadsheet; a comma and quotes stay in their cell.
    expect(rows[0]?.[5]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(rows[3]?.[5]).toBe('Welcome, "new" member');
    // The contract's order number, and no internal memo of the books.
    expect(rows[1]?.slice(5)).toEqual(['', 'CT2026A']);
    for (const row of rows) expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The time is the member's (+08:00): the bill's moment eight hours ahead of UTC.
    const newest = await t.api.call(API.balanceBill.record, { pageSize: 1 }, { token: member.token });
    const at = new Date(Number(newest.data.list[0].createdAt) + 8 * 3_600_000).toISOString();
    expect(rows[0]?.[0]).toBe(`${at.slice(0, 10)} ${at.slice(11, 19)}`);
  });

  it("exports only the bills of the page's type when a type is chosen", async () => {
    const member = await newMember(t);
    await adjust(member, '100', 'bonus');
    await contractBill(member, '-10.00', 'CT2026B');

    const contracts = recordsOf(await exportBills(member, { type: 'contract' })).slice(1);
    expect(contracts).toEqual([[expect.any(String), 'Contract', '-10.00', '90.00', 'USDT', '', 'CT2026B']]);
    const adjustments = recordsOf(await exportBills(member, { type: 'adjustment' })).slice(1);
    expect(adjustments.map((row) => [row[1], row[2], row[5]])).toEqual([['Adjustment', '100.00', 'bonus']]);
    // A type with no bills yet: the header alone.
    expect(recordsOf(await exportBills(member, { type: 'mining' }))).toHaveLength(1);
  });

  it("never holds another member's bills", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    await adjust(member, '7', 'mine');
    await adjust(other, '999', 'someone else');
    await contractBill(other, '-3.00', 'CT-OTHER');

    const text = (await exportBills(member)).text;
    expect(text).not.toContain('someone else');
    expect(text).not.toContain('CT-OTHER');
    expect(text).not.toContain('999.00');
    expect(recordsOf(await exportBills(member)).slice(1).map((row) => row[5])).toEqual(['mine']);
  });

  it("writes the header, the types and the member's zone in the request's language", async () => {
    const member = await newMember(t);
    await adjust(member, '1', 'x');
    const [header, row] = recordsOf(await exportBills(member, {}, 'zh-HK'));
    expect(header).toEqual(['時間（UTC+00:00）', '類型', '金額', '變動後餘額', '幣種', '備註', '訂單或記錄']);
    expect(row?.[1]).toBe('調整');
  });

  it('refuses bad input in the envelope, in the member’s language, and sends no file', async () => {
    const member = await newMember(t);
    const unknownType = refusalOf(await exportBills(member, { type: 'banana' }));
    expect(unknownType).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['type'] } });
    const strayField = refusalOf(await exportBills(member, { memberId: 1 }));
    expect(strayField).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['memberId'] } });
    const inChinese = refusalOf(await exportBills(member, { type: 3 }, 'zh-HK'));
    expect(inChinese.code).toBe(CODE.INVALID_PARAMS);
    expect(inChinese.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers SESSION_INVALID without a session: nobody exports anyone’s bills by guessing', async () => {
    expect(refusalOf(await exportBills(null))).toMatchObject({ code: CODE.SESSION_INVALID });
    const stale = { ...(await newMember(t)), token: 'not-a-token' };
    expect(refusalOf(await exportBills(stale))).toMatchObject({ code: CODE.SESSION_INVALID });
  });

  it('is limited per member, and says how long to wait', async () => {
    const limited = await buildTestApp({ limits: { ...t.config.limits, billExportsPerMember: { name: 'bill-export-member', limit: 2, windowMs: 3_600_000 } } });
    try {
      const member = await newMember(limited);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: API.balanceBill.exportCsv,
          headers: { accesstoken: member.token },
          payload: limited.api.envelope.encode({}),
        });
      expect((await send()).headers['content-type']).toBe('text/csv; charset=utf-8');
      expect((await send()).headers['content-type']).toBe('text/csv; charset=utf-8');
      const refused = limited.api.envelope.decode((await send()).body) as { code: number; data: { retryAfterSeconds: number } };
      expect(refused.code).toBe(CODE.TOO_MANY_REQUESTS);
      expect(refused.data.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('stops at its cap with a last line, in the member’s language, that says how to get the rest', async () => {
    const member = await newMember(t);
    for (const amount of ['1', '2', '3']) await adjust(member, amount, `n${amount}`);
    let text = '';
    const stream = csvStream(t.db, memberBillsCsv({ language: 'en-US', timeZone: '+00:00' }), { memberId: member.id, type: undefined }, 2, 'Stopped here.');
    for await (const chunk of stream) text += String(chunk);
    const records = parseStrictCsv(text.slice(BOM.length));
    expect(records.slice(1).map((row) => row[5] ?? row[0])).toEqual(['n3', 'n2', 'Stopped here.']);
  });
});
