import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../i18n/en-US.json';
import zhHK from '../i18n/zh-HK.json';
import { i18n, initI18n } from '../i18n';
import { AUDIT_ACTIONS, auditActionLabel, auditActorLabel, auditTargetLabel } from './audit-words';
import { entryKindLabel } from './entry-kind';
import { outboxChannelLabel, outboxPurposeLabel, outboxStatusLabel } from './outbox-words';
import { shownText } from './shown-text';

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS, 'zh-HK': zhHK });
});

afterAll(async () => {
  await i18n.changeLanguage('en-US');
});

const t = i18n.t.bind(i18n);

describe('the codes lists used to show, in the operator’s words', () => {
  it('says who, what and on what in English', async () => {
    await i18n.changeLanguage('en-US');
    expect(auditActorLabel(t, 'console:fin2')).toBe('fin2 (console)');
    expect(auditActorLabel(t, 'api:carol')).toBe('carol (script token)');
    expect(auditActionLabel(t, 'recharge-approve')).toBe('Approve a recharge');
    expect(auditTargetLabel(t, 'member:demo0001')).toBe('Member demo0001');
    expect(auditTargetLabel(t, 'everyone')).toBe('Every member');
    expect(entryKindLabel(t, 'withdrawal_rejected')).toBe('Withdrawal rejected: money returned');
    expect(outboxPurposeLabel(t, 'reset_password')).toBe('Password reset');
    expect(outboxStatusLabel(t, 'not sent (no mail or SMS service is set up)')).toBe('Not sent: no mail or SMS service is set up');
  });

  it('says them in Chinese to a zh-HK operator', async () => {
    await i18n.changeLanguage('zh-HK');
    expect(auditActorLabel(t, 'console:fin2')).toBe('fin2（後台）');
    expect(auditActionLabel(t, 'withdrawal-reject')).toBe('拒絕提款');
    expect(auditTargetLabel(t, 'member:demo0001')).toBe('會員 demo0001');
    expect(entryKindLabel(t, 'withdrawal_rejected')).toBe('提款被拒：款項退回');
    expect(outboxPurposeLabel(t, 'register_email')).toBe('以電郵註冊');
    expect(outboxChannelLabel(t, 'sms')).toBe('短訊');
    expect(outboxStatusLabel(t, 'failed: 550 mailbox unavailable')).toBe('發送失敗：550 mailbox unavailable');
    // A content list's title in the operator's language, else en-US.
    expect(shownText({ 'en-US': 'Invite friends', 'zh-HK': '邀請好友' })).toBe('邀請好友');
    expect(shownText({ 'en-US': 'Invite friends' })).toBe('Invite friends');
  });

  it('names every action the audit log records, and leaves a code it does not know as it is', async () => {
    await i18n.changeLanguage('en-US');
    for (const action of AUDIT_ACTIONS) expect(auditActionLabel(t, action), action).not.toBe(action);
    expect(auditActionLabel(t, 'something-new')).toBe('something-new');
    expect(auditActorLabel(t, 'system')).toBe('system');
    expect(auditTargetLabel(t, 'weird:thing')).toBe('weird:thing');
  });
});
