import { API, CODE, type TBillRecordRequest } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../../config/routes';
import { i18n } from '../../../i18n';
import { useSession } from '../../../lib/session-store';
import { mockServer, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { waitUntil } from '../../../testing/wait-until';
import { BillRecordPage } from './bill-record-page';

const CSV = '\uFEFFTime (UTC+08:00),Type,Amount\r\n2024-03-01 20:00:00,Deposit,100.00\r\n';
const FILE_NAME = 'bills-recharge-20240301-120000.csv';

/** The real server's two kinds of answer: the envelope for the bill list and refusals, the file itself for an export. */
function server(exportAnswer: ServerAnswer | 'file') {
  const exported: unknown[] = [];
  const envelopeServer = mockServer((call) => {
    if (call.path === API.balanceBill.exportCsv) {
      exported.push(call.payload);
      return exportAnswer === 'file' ? { code: CODE.OK } : exportAnswer;
    }
    const { page = 1, pageSize = 20 } = call.payload as TBillRecordRequest;
    return { code: CODE.OK, data: { list: [], total: 0, page, pageSize } };
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer: Response = await envelopeServer.fetch(input, init);
    if (input !== API.balanceBill.exportCsv || exportAnswer !== 'file') return answer;
    return new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${FILE_NAME}"` } });
  });
  return { exported };
}

/** What the browser was handed to save: the link's file name and the file's text. */
function watchDownloads() {
  const saved: { name: string; text: Promise<string> }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', text: (blob as Blob).text() });
    return 'blob:statement';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last !== undefined) last.name = this.download;
  });
  return saved;
}

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en-US');
});

describe('the bill page’s export', () => {
  it('downloads the statement of the tab on screen from the server, under the name it gave', async () => {
    const { exported } = server('file');
    const saved = watchDownloads();
    renderPage(ROUTE.billRecord, <BillRecordPage />, href(ROUTE.billRecord, { type: 'recharge' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Export the Deposit bills as a CSV file' }));

    expect(await screen.findByText('Statement downloaded')).toBeInTheDocument();
    expect(exported).toEqual([{ type: 'recharge' }]);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe(FILE_NAME);
    expect(await saved[0]?.text).toBe(CSV);
  });

  it('asks for every bill from the All tab', async () => {
    const { exported } = server('file');
    watchDownloads();
    renderPage(ROUTE.billRecord, <BillRecordPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export all bills as a CSV file' }));
    await waitUntil(() => {
      expect(exported).toEqual([{}]);
    });
  });

  it('says a refusal in the member’s language and saves nothing', async () => {
    await i18n.changeLanguage('zh-HK');
    server({ code: CODE.TOO_MANY_REQUESTS, msg: '請求過於頻繁，請等待 60 秒後再試。', data: { retryAfterSeconds: 60 } });
    const saved = watchDownloads();
    renderPage(ROUTE.billRecord, <BillRecordPage />);

    await userEvent.click(await screen.findByRole('button', { name: '將所有帳單匯出為 CSV 檔案' }));

    expect(await screen.findByText('請求過於頻繁，請等待 60 秒後再試。')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.queryByText('帳單已下載')).not.toBeInTheDocument();
  });
});
