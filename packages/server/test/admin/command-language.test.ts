import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRequestId } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { ConsoleBrowser, enrolledOperator, type ConsoleAnswer } from './console-client.js';

/**
 * Issue 36: every toast carried the server's English sentence after a translated title. The
 * commands' own answers, refusals and successes alike, now reach a zh-HK console in Chinese (the
 * status words, roles and counts in them too), and the same request in English answers exactly
 * what the CLI has always printed.
 */
const clock = createManualClock(Date.parse('2026-11-30T09:00:00Z'));
let t: TestApp;
let owner: ConsoleBrowser;
let finance: ConsoleBrowser;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  owner = (await enrolledOperator(t, clock, 'words-owner', 'owner')).browser;
  finance = (await enrolledOperator(t, clock, 'words-finance', 'finance')).browser;
});
afterAll(async () => {
  await t.close();
});

/** The answer's message, having checked that it says it is in `language`. */
function messageIn(answer: ConsoleAnswer, language: string): string {
  expect(answer.headers['content-language']).toBe(language);
  return answer.body.message;
}

const chinese = { language: 'zh-HK' } as const;

describe('refusals to a zh-HK operator', () => {
  it('say what is missing in Chinese, and in the CLI’s English to an English console', async () => {
    const noMember = await owner.send('PATCH', '/admin/members/nobody-here/freeze', { body: { login: true }, ...chinese });
    expect(noMember.status).toBe(404);
    expect(messageIn(noMember, 'zh-HK')).toBe('沒有名為「nobody-here」的會員。');
    const inEnglish = await owner.send('PATCH', '/admin/members/nobody-here/freeze', { body: { login: true } });
    expect(messageIn(inEnglish, 'en-US')).toBe('No member is named "nobody-here".');

    const noApproval = await finance.send('POST', '/admin/approvals/999999/approve', { body: {}, ...chinese });
    expect(noApproval.status).toBe(404);
    expect(messageIn(noApproval, 'zh-HK')).toBe('沒有第 999999 號審批。');

    const closed = await owner.send('POST', '/admin/conversations/999999/close', { body: {}, ...chinese });
    expect(closed.status).toBe(409);
    expect(messageIn(closed, 'zh-HK')).toBe('沒有進行中的第 999999 號對話。');

    const noOperator = await owner.send('PATCH', '/admin/operators/nobody-here', { body: { disabled: true }, ...chinese });
    expect(messageIn(noOperator, 'zh-HK')).toBe('沒有名為「nobody-here」的營運人員。');
  });

  it('say why dates or an image are refused in Chinese', async () => {
    const window = { startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' };
    const backwards = await owner.send('POST', '/admin/notices', { body: { title: 'Maintenance', content: '<p>Soon</p>', ...window }, ...chinese });
    expect(backwards.status).toBe(422);
    expect(messageIn(backwards, 'zh-HK')).toBe('公告的結束時間會早於開始時間；未有作出任何更改。');

    const notAPicture = await owner.send('POST', '/admin/banners', { body: { title: 'Spring', image: Buffer.from('not a picture at all').toString('base64') }, ...chinese });
    expect(messageIn(notAPicture, 'zh-HK')).toBe('圖片不是 PNG 或 JPEG 檔案；未有作出任何更改。');
  });
});

describe('four eyes in Chinese', () => {
  it('holds, refuses its own maker and runs on approval, each answered in Chinese with the English kept for the CLI', async () => {
    const member = await newMember(t);
    const held = await owner.send('POST', '/admin/adjustments', { body: { username: member.username, amount: '20000', reason: 'Goodwill', requestId: newRequestId() }, ...chinese });
    expect(held.status).toBe(202);
    const { approvalId } = held.body.data as { approvalId: number };
    expect(messageIn(held, 'zh-HK')).toBe(`已暫緩，待另一位營運人員批准：20000 高於雙人覆核限額 10000（第 ${approvalId} 號審批）。`);

    const own = await owner.send('POST', `/admin/approvals/${approvalId}/approve`, { body: { requestId: newRequestId() }, ...chinese });
    expect(own.status).toBe(422);
    expect(messageIn(own, 'zh-HK')).toBe(`第 ${approvalId} 號審批是你提出的：須由另一位營運人員決定。`);
    const ownInEnglish = await owner.send('POST', `/admin/approvals/${approvalId}/approve`, { body: { requestId: newRequestId() } });
    expect(messageIn(ownInEnglish, 'en-US')).toBe(`You asked for approval #${approvalId}: a second operator must decide it.`);

    const approved = await finance.send('POST', `/admin/approvals/${approvalId}/approve`, { body: { requestId: newRequestId() }, ...chinese });
    expect(approved.status).toBe(200);
    expect(messageIn(approved, 'zh-HK')).toMatch(
      new RegExp(`^第 ${approvalId} 號審批：已將 ${member.username}（會員 #\\d+）的餘額調整 \\+20000\\.00 USDT（AJ\\w+）；可用餘額現為 20000\\.00 USDT。$`),
    );

    const again = await finance.send('POST', `/admin/approvals/${approvalId}/approve`, { body: { requestId: newRequestId() }, ...chinese });
    expect(again.status).toBe(409);
    expect(messageIn(again, 'zh-HK')).toBe(`第 ${approvalId} 號審批已獲批准。`);
  });

  it('says a held change of terms and its rejection in Chinese', async () => {
    const held = await owner.send('PUT', '/admin/settings/fourEyes', { body: { value: { adjustmentAbove: '20000', withdrawalAbove: '10000' } }, ...chinese });
    expect(held.status).toBe(202);
    const { approvalId } = held.body.data as { approvalId: number };
    expect(messageIn(held, 'zh-HK')).toBe(`已暫緩，待另一位營運人員批准：fourEyes 的更改須經批准後才會對會員生效（第 ${approvalId} 號審批）。`);
    const rejected = await finance.send('POST', `/admin/approvals/${approvalId}/reject`, { body: { reason: 'Not agreed' }, ...chinese });
    expect(messageIn(rejected, 'zh-HK')).toBe(`第 ${approvalId} 號審批已拒絕：有關操作不會執行。`);
  });
});

describe('successes a zh-HK operator reads in the toast', () => {
  it('name what was done, with counts, states and roles in Chinese', async () => {
    const member = await newMember(t);
    const frozen = await owner.send('PATCH', `/admin/members/${member.username}/freeze`, { body: { login: true }, ...chinese });
    expect(messageIn(frozen, 'zh-HK')).toBe(`${member.username}：登入已凍結，可以提款；已結束 1 個登入。`);
    const inEnglish = await owner.send('PATCH', `/admin/members/${member.username}/freeze`, { body: { login: false } });
    expect(messageIn(inEnglish, 'en-US')).toBe(`${member.username}: sign-in open, withdrawals open.`);

    const kicked = await owner.send('POST', `/admin/members/${member.username}/kick`, { body: {}, ...chinese });
    expect(messageIn(kicked, 'zh-HK')).toBe(`${member.username} 沒有需要結束的登入。`);

    const letter = await owner.send('POST', '/admin/letters', { body: { title: 'Hello', content: '<p>Hi</p>', member: member.username }, ...chinese });
    const { id } = letter.body.data as { id: number };
    expect(messageIn(letter, 'zh-HK')).toMatch(new RegExp(`^第 ${id} 號站內信已發送給 ${member.username}（會員 #\\d+）。$`));

    const role = await owner.send('PATCH', '/admin/operators/words-finance', { body: { role: 'support' }, ...chinese });
    expect(messageIn(role, 'zh-HK')).toBe('words-finance：客戶服務。');
    await owner.send('PATCH', '/admin/operators/words-finance', { body: { role: 'finance' } });

    const maintenance = await owner.send('PUT', '/admin/maintenance', { body: { on: false, message: '' }, ...chinese });
    expect(messageIn(maintenance, 'zh-HK')).toBe('維護模式已關閉。');
  });
});
