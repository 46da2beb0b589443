import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRefusal } from '../api/admin-refusal';
import enUS from '../i18n/en-US.json';
import zhHK from '../i18n/zh-HK.json';
import { i18n, initI18n } from '../i18n';
import { doneNotification, refusalDetail, refusalTitle } from './refusal-text';

beforeAll(() => {
  initI18n('zh-HK', { 'en-US': enUS, 'zh-HK': zhHK });
});

afterAll(async () => {
  await i18n.changeLanguage('en-US');
});

describe('a zh-HK operator', () => {
  it('reads the server’s sentence under the console’s title when the server answered in Chinese', () => {
    const refusal = new AdminRefusal(404, '沒有第 7 號對話。', { messageLanguage: 'zh-HK' });
    expect(refusalTitle(refusal)).toBe('找不到。');
    expect(refusalDetail(refusal)).toBe('伺服器：沒有第 7 號對話。');
  });

  it('is not shown an English sentence under a Chinese title', () => {
    expect(refusalDetail(new AdminRefusal(422, 'No member is named "ann"; no letter was sent.', { messageLanguage: 'en-US' }))).toBeUndefined();
    expect(doneNotification({ data: {}, message: 'Letter #4 sent to every member (12 members).', messageLanguage: 'en-US' })).toEqual({ type: 'success', message: '已完成' });
    expect(doneNotification({ data: {}, message: '已發送至第 7 號對話。', messageLanguage: 'zh-HK' })).toEqual({ type: 'success', message: '已完成', description: '已發送至第 7 號對話。' });
  });

  it('is told how long to wait in minutes and seconds', () => {
    expect(refusalTitle(new AdminRefusal(429, '', { retryAfterSeconds: 869 }))).toBe('嘗試次數過多，請於 14 分鐘又 29 秒後再試。');
    expect(refusalTitle(new AdminRefusal(429, '', { retryAfterSeconds: 900 }))).toBe('嘗試次數過多，請於 15 分鐘後再試。');
  });
});
