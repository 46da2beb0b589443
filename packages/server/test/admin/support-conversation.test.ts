import { io, type Socket } from 'socket.io-client';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, LIVE_EVENT, OPERATOR_NAMESPACE, SOCKET_PATH, type TSupportMessage } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { connectLive } from '../helpers/live-client.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let url: string;
let support: ConsoleBrowser;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  support = (await enrolledOperator(t, clock, 'answerer', 'support')).browser;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

const conversationOf = (member: TestMember) => t.api.call(API.support.getConversation, {}, { token: member.token });
const send = (member: TestMember, body: Record<string, unknown>) => t.api.call(API.support.sendMessage, body, { token: member.token });

function pngDataUrl(): string {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(120);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** Support's console on the operators' channel, as the console opens it with its cookie. */
async function supportConsole(): Promise<{ socket: Socket; next: () => Promise<unknown> }> {
  // A manager of its own: socket.io-client shares one per address, and the member's socket below needs its token in the query.
  const socket = io(`${url}${OPERATOR_NAMESPACE}`, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie: support.cookie } });
  sockets.push(socket);
  const heard: unknown[] = [];
  socket.on('support', (note: unknown) => heard.push(note));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, next: async () => { await expect.poll(() => heard.length).toBeGreaterThan(0); return heard.shift(); } };
}

describe("a member's conversation with support", () => {
  it('says support is away when no support console is open, and there when one is', async () => {
    const member = await newMember(t);
    // Outside the desk's published hours (08:00 UTC here), so only a console makes support there.
    const service = await t.deps.settings.get('customerService');
    await t.deps.settings.set('customerService', { ...service, schedule: { days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00', utcOffset: '+00:00' } });
    expect((await conversationOf(member)).data).toMatchObject({ status: 'none', messages: [], unread: 0, supportOnline: false });
    await supportConsole();
    expect((await conversationOf(member)).data).toMatchObject({ supportOnline: true });
  });

  it('goes both ways live: the member writes with a picture, support hears it, answers, and the open app shows it', async () => {
    const member = await newMember(t);
    const desk = await supportConsole();
    const live = await connectLive({ url, envelope: t.deps.envelope, sockets, token: member.token });

    const uploaded = await t.api.call(API.common.uploadImg, { image: pngDataUrl() }, { token: member.token });
    const sent = await send(member, { text: 'My deposit is not credited yet', imageUrl: uploaded.data.url });
    expect(sent.code).toBe(CODE.OK);
    expect(sent.data).toMatchObject({ from: 'member', text: 'My deposit is not credited yet', imageUrl: uploaded.data.url });
    expect(await desk.next()).toMatchObject({ username: member.username, message: { text: 'My deposit is not credited yet' } });

    const list = await support.send('GET', '/admin/conversations?status=open');
    const item = (list.body.data as { items: { id: number; username: string; supportUnread: number; assignedTo: string | null }[] }).items.find((c) => c.username === member.username);
    expect(item).toMatchObject({ supportUnread: 1, assignedTo: null });
    const id = item?.id ?? 0;
    expect((await support.send('GET', `/admin/conversations/${id}`)).body.data).toMatchObject({ username: member.username, messages: [{ from: 'member' }] });

    const reply = await support.send('POST', `/admin/conversations/${id}/messages`, { body: { text: 'We are checking it now', image: pngDataUrl() } });
    expect(reply.status).toBe(200);
    let pushed = await live.next();
    while (pushed.event !== LIVE_EVENT.supportMessage) pushed = await live.next();
    expect(pushed.content).toMatchObject({ from: 'support', text: 'We are checking it now' });
    expect((pushed.content as TSupportMessage).imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const seen = await conversationOf(member);
    expect(seen.data).toMatchObject({ status: 'open', unread: 1 });
    expect((seen.data as { messages: TSupportMessage[] }).messages.map((m) => m.from)).toEqual(['member', 'support']);
    expect((await t.api.call(API.support.readMessages, {}, { token: member.token })).data).toEqual({ unread: 0 });
    expect((await conversationOf(member)).data.unread).toBe(0);
    const after = (await support.send('GET', '/admin/conversations?status=open')).body.data as { items: { id: number; supportUnread: number; assignedTo: string | null }[] };
    expect(after.items.find((c) => c.id === id)).toMatchObject({ supportUnread: 0, assignedTo: 'answerer' });

    // Closed: the member's next message opens a new conversation.
    expect((await support.send('POST', `/admin/conversations/${id}/close`)).status).toBe(200);
    expect((await support.send('POST', `/admin/conversations/${id}/messages`, { body: { text: 'late' } })).status).toBe(409);
    await send(member, { text: 'One more question' });
    expect((await conversationOf(member)).data.messages).toHaveLength(1);
  });

  it("refuses an empty message and another member's picture, storing nothing; shows nobody else's conversation", async () => {
    const [member, other] = await Promise.all([newMember(t), newMember(t)]);
    expect((await send(member, { text: '  ' })).code).toBe(CODE.INVALID_PARAMS);
    const theirs = await t.api.call(API.common.uploadImg, { image: pngDataUrl() }, { token: other.token });
    const refused = await send(member, { text: 'look', imageUrl: theirs.data.url });
    expect(refused.code).toBe(CODE.INVALID_PARAMS);
    expect(refused.msg).toBe('The picture was not found. Please upload it again.');
    expect((await conversationOf(member)).data.status).toBe('none');
    await send(other, { text: 'mine only' });
    expect((await conversationOf(member)).data.messages).toEqual([]);
    expect((await t.api.call(API.support.getConversation, {})).code).toBe(CODE.SESSION_INVALID);
  });
});
