import { z } from 'zod';

/** The live channel (spec section 7): the server emits `message_event` with an envelope. */
export const SOCKET_MESSAGE_EVENT = 'message_event';
export const SOCKET_PATH = '/socket.io';

export const LIVE_EVENT = {
  kickOutMember: 'sys_kick_out_member',
  maintainInfo: 'sys_push_maintain_info',
  chainCurrencyPrice: 'sys_push_chain_currency_price',
  contractShortSettlement: 'sys_push_contract_short_settlement',
  noticePopup: 'sys_push_notice_popup',
} as const;
export type LiveEventName = (typeof LIVE_EVENT)[keyof typeof LIVE_EVENT];

export const ZLiveMessage = z.object({ event: z.string(), content: z.unknown() });
export type TLiveMessage = z.infer<typeof ZLiveMessage>;

export const ZMaintainPush = z.object({ maintainStatus: z.boolean() });
/** Each currency allname → [current price, reference price]. */
export const ZPricePush = z.record(z.string(), z.tuple([z.union([z.string(), z.number()]), z.union([z.string(), z.number()])]));
export const ZNoticePopupPush = z.object({ id: z.number().int().optional(), title: z.string(), content: z.string() });
export const ZKickOutPush = z.object({ reason: z.string().optional() });
