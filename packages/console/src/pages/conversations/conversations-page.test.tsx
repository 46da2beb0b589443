import '@ant-design/v5-patch-for-react-19';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import type { OperatorChannelHandlers } from '../../live/operator-channel';
import { readSupportUnread, type SupportMessage } from '../../live/support-store';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, nth, operatorUser } from '../../testing/console-screen';

// The live channel as the console opens it: the test pushes what the server would.
const channel = vi.hoisted(() => ({ opened: [] as OperatorChannelHandlers[] }));
vi.mock('../../live/operator-channel', () => ({
  openOperatorChannel: (handlers: OperatorChannelHandlers) => {
    channel.opened.push(handlers);
    return Promise.resolve(() => undefined);
  },
}));

const SUPPORT: TConsoleSession = {
  username: 'answerer',
  role: 'support',
  stage: 'ready',
  csrfToken: 'csrf-7',
  allowed: ['dashboard', 'members', 'member', 'conversations', 'conversation', 'conversation-reply', 'conversation-close'],
};

const AT = Date.parse('2026-11-24T08:00:00Z');
const MESSAGES: SupportMessage[] = [
  { id: 1, from: 'member', text: 'My deposit is not credited yet', imageUrl: '/uploads/proof.png', createdAt: AT },
  { id: 2, from: 'support', text: 'We are checking it now', imageUrl: '', createdAt: AT + 60_000 },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
  csrf: string | undefined;
}

/** The admin API as the page sees it; a reply answers `replyAnswer`, a close closes conversation #7. */
function stubServer(replyAnswer: { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  let closed = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: `${parsed.pathname}${parsed.search}`, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, csrf: (init.headers as Record<string, string> | undefined)?.['x-csrf-token'] });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: SUPPORT });
      if (parsed.pathname === '/admin/conversations') {
        const items = [
          { id: 7, memberId: 2, username: 'ann', status: 'open', assignedTo: null, supportUnread: 1, lastMessageAt: '2026-11-24T08:01:00.000Z' },
          { id: 8, memberId: 3, username: 'bob', status: 'open', assignedTo: 'answerer', supportUnread: 0, lastMessageAt: '2026-11-24T07:00:00.000Z' },
        ];
        return jsonAnswer(200, { ok: true, message: '', data: { items, total: items.length } });
      }
      if (parsed.pathname === '/admin/conversations/7') return jsonAnswer(200, { ok: true, message: '', data: { id: 7, memberId: 2, username: 'ann', status: closed ? 'closed' : 'open', messages: MESSAGES } });
      if (parsed.pathname === '/admin/conversations/7/close') {
        closed = true;
        return jsonAnswer(200, { ok: true, message: 'Conversation #7 is closed.', data: {} });
      }
      if (parsed.pathname === '/admin/conversations/7/messages') return jsonAnswer(replyAnswer.status, replyAnswer.body);
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

const user = operatorUser();
const messageLog = () => screen.queryByRole('log')?.textContent ?? '';
const composer = () => screen.getByRole('textbox', { name: 'Answer' });

/** Opens the conversations page and ann's conversation in it. */
async function openAnnsConversation(): Promise<void> {
  openConsoleAt('/conversations');
  await user.click(nth(await screen.findAllByRole('button', { name: 'ann' }), 0));
  await waitFor(() => {
    expect(messageLog()).toContain('We are checking it now');
  });
}

afterEach(() => {
  closeConsole();
  channel.opened = [];
});

describe('the support conversations page', () => {
  it("shows the member's and support's messages with their times, and a picture with a preview", async () => {
    stubServer({ status: 200, body: {} });
    await openAnnsConversation();
    expect(messageLog()).toContain('My deposit is not credited yet');
    expect(messageLog()).toContain('We are checking it now');
    expect(within(screen.getByRole('log')).getByRole('img', { name: 'Picture from ann' })).toHaveAttribute('src', '/uploads/proof.png');
    // Both sides are named under each message; the badge counts ann's unread conversation.
    expect(messageLog()).toMatch(/ann · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(messageLog()).toMatch(/Support · \d{4}-\d{2}-\d{2}/);
    await waitFor(() => {
      expect(readSupportUnread()).toBe(1);
    });
  });

  it('sends a reply through the data provider with the CSRF token and shows it', async () => {
    const sent: SupportMessage = { id: 3, from: 'support', text: 'It is credited now', imageUrl: '', createdAt: AT + 120_000 };
    const calls = stubServer({ status: 200, body: { ok: true, message: 'Sent to conversation #7.', data: { message: sent } } });
    await openAnnsConversation();
    await fillIn(composer(), '  It is credited now ');
    expect(screen.getByText('21 / 2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/admin/conversations/7/messages', body: { text: 'It is credited now' }, csrf: 'csrf-7' }]);
    });
    await waitFor(() => {
      expect(messageLog()).toContain('It is credited now');
    });
    expect(composer()).toHaveValue('');
  });

  it('appends a live message of the open conversation without reading it again, and tells of it', async () => {
    const calls = stubServer({ status: 200, body: {} });
    await openAnnsConversation();
    const handlers = channel.opened.at(-1);
    if (handlers === undefined) throw new Error('the channel was not opened');
    const reads = () => calls.filter((call) => call.path === '/admin/conversations/7').length;
    const readsBefore = reads();
    const listsBefore = calls.filter((call) => call.path.startsWith('/admin/conversations?')).length;
    act(() => {
      handlers.support({ conversationId: 8, username: 'bob', message: { id: 40, from: 'member', text: 'Not for this one', imageUrl: '', createdAt: AT } });
      handlers.support({ conversationId: 7, username: 'ann', message: { id: 41, from: 'member', text: 'Are you there?', imageUrl: '', createdAt: AT + 180_000 } });
    });
    await waitFor(() => {
      expect(messageLog()).toContain('Are you there?');
    });
    expect(messageLog()).not.toContain('Not for this one');
    expect(reads()).toBe(readsBefore);
    expect(await screen.findByText('New message from ann', { exact: false })).toBeInTheDocument();
    // The list and the badge's count are asked again.
    await waitFor(() => {
      expect(calls.filter((call) => call.path.startsWith('/admin/conversations?')).length).toBeGreaterThan(listsBefore + 1);
    });
  });

  it("shows a refusal of a closed conversation (409) with the server's message under it", async () => {
    const calls = stubServer({ status: 409, body: { ok: false, message: "Conversation #7 is closed; the member's next message opens a new one." } });
    await openAnnsConversation();
    await fillIn(composer(), 'late');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('This conversation is already closed.');
    expect(refusal).toHaveTextContent("Server: Conversation #7 is closed; the member's next message opens a new one.");
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('closes the conversation after asking, then shows it closed without the composer', async () => {
    const calls = stubServer({ status: 200, body: {} });
    await openAnnsConversation();
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent("Close this conversation? The member's next message opens a new one.");
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText("This conversation is closed; the member's next message opens a new one.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/admin/conversations/7/close', body: {}, csrf: 'csrf-7' }]);
    expect(screen.queryByRole('textbox', { name: 'Answer' })).not.toBeInTheDocument();
  });
});
