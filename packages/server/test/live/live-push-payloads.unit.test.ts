import { describe, expect, it } from 'vitest';
import { LIVE_BUS_MAX_BYTES, LivePushTooLargeError, livePushPayloads, type LiveBusMessage } from '../../src/live/live-bus.js';

const push = (orderId: number, memberId: number): LiveBusMessage => ({
  kind: 'push',
  event: 'sys_push_contract_short_settlement',
  content: { orderId, allname: 'BTC/USDT', direction: 'up', amount: '10', purchasePrice: '1', settlePrice: '2', profit: '8.5', status: 'won', settledAt: 0 },
  memberId,
});

describe('live push payloads', () => {
  it('packs thousands of pushes into few notifications, each below the limit, every push once and in order', () => {
    const messages = Array.from({ length: 2_000 }, (_, index) => push(index, index % 100));
    const payloads = livePushPayloads(messages);

    expect(payloads.length).toBeLessThan(messages.length / 20);
    expect(payloads.every((payload) => Buffer.byteLength(payload) <= LIVE_BUS_MAX_BYTES)).toBe(true);
    const carried = payloads.flatMap((payload) => {
      const parsed = JSON.parse(payload) as { kind: string; pushes?: { content: { orderId: number }; memberId: number }[]; content?: { orderId: number } };
      return parsed.kind === 'pushes' ? (parsed.pushes ?? []).map((item) => item.content.orderId) : [parsed.content?.orderId];
    });
    expect(carried).toEqual(messages.map((_, index) => index));
  });

  it('sends a lone push as the message it is, and keeps a kick between pushes in its place', () => {
    const kick: LiveBusMessage = { kind: 'kick', sessionIds: [7], reason: 'kicked' };
    const payloads = livePushPayloads([push(1, 1), kick, push(2, 2), push(3, 3)]).map((payload) => JSON.parse(payload) as { kind: string });

    expect(payloads.map((payload) => payload.kind)).toEqual(['push', 'kick', 'pushes']);
    expect(payloads[0]).toEqual(push(1, 1));
  });

  it('refuses, before answering anything, a push too large to send on its own', () => {
    const huge: LiveBusMessage = { kind: 'push', event: 'sys_push_notice_popup', content: { title: 'Long', content: 'y'.repeat(LIVE_BUS_MAX_BYTES) } };
    expect(() => livePushPayloads([push(1, 1), huge])).toThrow(LivePushTooLargeError);
  });
});
