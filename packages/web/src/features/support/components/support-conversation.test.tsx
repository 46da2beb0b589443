import { API, CODE, LIVE_EVENT, UPLOAD_MAX_BYTES, type TGetConversationResponse, type TSupportMessage } from '@meridian/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../../../api/live-events';
import { i18n } from '../../../i18n';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { SupportConversation } from './support-conversation';
import { waitUntil } from '../../../testing/wait-until';

const AT = Date.UTC(2026, 0, 2, 3, 4);
const HOURS = '09:00-21:00 (UTC+08:00), every day';

function message(changes: Partial<TSupportMessage> & Pick<TSupportMessage, 'id'>): TSupportMessage {
  return { from: 'member', text: '', imageUrl: '', createdAt: AT, ...changes };
}

const HISTORY: TSupportMessage[] = [
  message({ id: 1, text: 'My deposit has not arrived' }),
  message({ id: 2, from: 'support', text: 'Could you send the receipt?' }),
  message({ id: 3, imageUrl: '/uploads/receipt.png' }),
];

function conversationOf(changes: Partial<TGetConversationResponse> = {}): TGetConversationResponse {
  return { status: 'open', messages: HISTORY, unread: 0, supportOnline: true, ...changes };
}

/** The support calls as the real server answers them; `send` decides what sendMessage answers. */
function supportServer(conversation: TGetConversationResponse, send?: (call: SeenCall) => ServerAnswer | Promise<ServerAnswer>) {
  return mockServer((call) => {
    if (call.path === API.support.getConversation) return { code: CODE.OK, data: conversation };
    if (call.path === API.support.readMessages) return { code: CODE.OK, data: { unread: 0 } };
    if (call.path === API.support.sendMessage && send !== undefined) return send(call);
    return { code: CODE.NOT_FOUND, msg: `no fake for ${call.path}` };
  });
}

const callsTo = (calls: SeenCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.payload);

function renderConversation(workingHours = HOURS) {
  return renderPage(ROUTE.online, <SupportConversation workingHours={workingHours} />);
}

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'a', user: { ...DEMO_MEMBER, timeZone: '+08:00' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('support conversation', () => {
  it('shows the history oldest first, the member’s on the right, with the time and pictures', async () => {
    const { calls } = supportServer(conversationOf());
    renderConversation();

    const rows = await screen.findAllByTestId('support-message');
    expect(rows.map((row) => row.textContent)).toEqual([
      'You:My deposit has not arrived2026-01-02 11:04',
      'Support:Could you send the receipt?2026-01-02 11:04',
      'You:2026-01-02 11:04',
    ]);
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', '/uploads/receipt.png');
    expect(screen.queryByTestId('support-away')).not.toBeInTheDocument();
    // Nothing unread: nothing to mark read.
    expect(callsTo(calls, API.support.readMessages)).toEqual([]);
  });

  it('marks support’s messages read when the page opens with some unread', async () => {
    const { calls } = supportServer(conversationOf({ unread: 1 }));
    renderConversation();

    await screen.findAllByTestId('support-message');
    await waitUntil(() => {
      expect(callsTo(calls, API.support.readMessages)).toHaveLength(1);
    });
  });

  it('shows a sent message at once, then the server’s copy', async () => {
    let answer: (value: ServerAnswer) => void = () => undefined;
    const { calls } = supportServer(conversationOf(), () => new Promise<ServerAnswer>((resolve) => (answer = resolve)));
    renderConversation();
    await screen.findAllByTestId('support-message');

    await userEvent.type(screen.getByRole('textbox', { name: 'Message to support' }), 'Here it is');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    // Before the server answers: in the conversation, marked as on its way, and the composer is free.
    const pending = (await screen.findAllByTestId('support-message')).at(-1) as HTMLElement;
    expect(pending).toHaveTextContent('Here it is');
    expect(pending).toHaveTextContent('Sending…');
    expect(screen.getByRole('textbox', { name: 'Message to support' })).toHaveValue('');
    expect(callsTo(calls, API.support.sendMessage)).toEqual([{ text: 'Here it is' }]);

    act(() => {
      answer({ code: CODE.OK, data: message({ id: 4, text: 'Here it is', createdAt: AT + 60_000 }) });
    });
    await waitUntil(() => {
      expect((screen.getAllByTestId('support-message').at(-1) as HTMLElement).textContent).toBe('You:Here it is2026-01-02 11:05');
    });
    expect(screen.getAllByTestId('support-message')).toHaveLength(4);
  });

  it('shows the server’s refusal and keeps the text to send again', async () => {
    supportServer(conversationOf(), () => ({ code: CODE.INVALID_PARAMS, msg: 'The picture is not one of yours' }));
    renderConversation();
    await screen.findAllByTestId('support-message');

    await userEvent.type(screen.getByRole('textbox', { name: 'Message to support' }), 'Please check');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The picture is not one of yours');
    expect(screen.getByRole('textbox', { name: 'Message to support' })).toHaveValue('Please check');
    expect(screen.getAllByTestId('support-message')).toHaveLength(3);
  });

  it('sends an uploaded picture as the message’s imageUrl', async () => {
    const { calls } = mockServer((call) => {
      if (call.path === API.support.getConversation) return { code: CODE.OK, data: conversationOf({ messages: [] }) };
      if (call.path === API.common.uploadImg) return { code: CODE.OK, data: { url: '/uploads/screen.png' } };
      if (call.path === API.support.sendMessage) return { code: CODE.OK, data: message({ id: 9, imageUrl: '/uploads/screen.png' }) };
      return { code: CODE.NOT_FOUND };
    });
    renderConversation();
    expect(await screen.findByText('No messages yet. Write to us and we will answer here.')).toBeInTheDocument();

    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'screen.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('support-picture-input'), { target: { files: [picture] } });
    expect(await screen.findByRole('img', { name: 'Picture to send' })).toHaveAttribute('src', '/uploads/screen.png');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('img', { name: 'Your picture' })).toHaveAttribute('src', '/uploads/screen.png');
    expect(callsTo(calls, API.support.sendMessage)).toEqual([{ text: '', imageUrl: '/uploads/screen.png' }]);
  });

  it('refuses a picture over 2 MB before sending it, in the member’s language', async () => {
    await i18n.changeLanguage('zh-HK');
    try {
      const { calls } = mockServer((call) => {
        if (call.path === API.support.getConversation) return { code: CODE.OK, data: conversationOf({ messages: [] }) };
        return { code: CODE.OK, data: { url: '/uploads/never.png' } };
      });
      renderConversation();
      const input = await screen.findByTestId('support-picture-input');

      const picture = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'photo.png', { type: 'image/png' });
      fireEvent.change(input, { target: { files: [picture] } });
      expect(await screen.findByText('圖片不可大於 2 MB。')).toBeInTheDocument();
      expect(callsTo(calls, API.common.uploadImg)).toEqual([]);
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it('shows the server’s “picture too large” when it refuses an upload', async () => {
    mockServer((call) => {
      if (call.path === API.support.getConversation) return { code: CODE.OK, data: conversationOf({ messages: [] }) };
      if (call.path === API.common.uploadImg) return { code: CODE.INVALID_PARAMS, msg: 'The picture is larger than 2 MB.', data: { fields: ['image'] } };
      return { code: CODE.NOT_FOUND };
    });
    renderConversation();
    const input = await screen.findByTestId('support-picture-input');

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'screen.png', { type: 'image/png' })] } });
    expect(await screen.findByText('The picture is larger than 2 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Picture to send' })).not.toBeInTheDocument();
  });

  it('appends support’s answer from a live push and marks it read', async () => {
    const { calls } = supportServer(conversationOf());
    renderConversation();
    await screen.findAllByTestId('support-message');

    act(() => {
      emitLiveEvent(LIVE_EVENT.supportMessage, message({ id: 5, from: 'support', text: 'Thanks, it is credited now', createdAt: AT + 120_000 }));
    });

    await waitUntil(() => {
      expect((screen.getAllByTestId('support-message').at(-1) as HTMLElement).textContent).toBe('Support:Thanks, it is credited now2026-01-02 11:06');
    });
    await waitUntil(() => {
      expect(callsTo(calls, API.support.readMessages)).toHaveLength(1);
    });
    expect(callsTo(calls, API.support.getConversation)).toHaveLength(1);
  });

  it('says when support answers while no one is there', async () => {
    supportServer(conversationOf({ supportOnline: false }));
    renderConversation();

    expect(await screen.findByTestId('support-away')).toHaveTextContent(`Support is away right now. We answer within our opening hours: ${HOURS}.`);
  });

  it('takes the away note off when the desk opens by its published hours, and puts it back when it closes, without a reload', async () => {
    // 08:59:30 in the desk's UTC+08:00, a minute before it opens.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.UTC(2026, 0, 5, 0, 59, 30));
    const schedule = { days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '21:00', utcOffset: '+08:00' };
    const { calls } = supportServer(conversationOf({ supportOnline: false, agentOnline: false, schedule }));
    try {
      renderConversation();
      expect(await screen.findByTestId('support-away')).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.queryByTestId('support-away')).not.toBeInTheDocument();

      // 21:00 in UTC+08:00: closed again.
      act(() => {
        vi.setSystemTime(Date.UTC(2026, 0, 5, 12, 59, 50));
        vi.advanceTimersByTime(15_000);
      });
      expect(screen.getByTestId('support-away')).toBeInTheDocument();
      expect(callsTo(calls, API.support.getConversation)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the away note off when an agent answers live outside the hours', async () => {
    const closed = { days: [1], opens: '09:00', closes: '09:01', utcOffset: '+00:00' };
    supportServer(conversationOf({ supportOnline: false, agentOnline: false, schedule: closed }));
    renderConversation();
    expect(await screen.findByTestId('support-away')).toBeInTheDocument();

    act(() => {
      emitLiveEvent(LIVE_EVENT.supportMessage, message({ id: 6, from: 'support', text: 'I am here, let me check', createdAt: Date.now() }));
    });

    await waitUntil(() => {
      expect(screen.queryByTestId('support-away')).not.toBeInTheDocument();
    });
  });

  it('shows a closed conversation’s history and how to start a new one', async () => {
    supportServer(conversationOf({ status: 'closed' }));
    renderConversation();

    expect(await screen.findAllByTestId('support-message')).toHaveLength(3);
    expect(screen.getByText('This conversation was closed. Write to start a new one.')).toBeInTheDocument();
  });

  it('asks a visitor to log in, without calling the server', async () => {
    useSession.setState({ token: null, user: null });
    const { calls } = supportServer(conversationOf());
    const { router } = renderConversation();

    await userEvent.click(screen.getByRole('link', { name: 'Log in to chat with support' }));
    expect(router.state.location.pathname).toBe(ROUTE.login);
    expect(calls).toEqual([]);
  });
});
