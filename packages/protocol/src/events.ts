import { z } from 'zod/mini';
import { ZSupportMessage } from './schemas/support/support-message.js';
import { ZMoney } from './schemas/shared.js';
import { ZNotificationKind } from './schemas/notification/notification-kinds.js';

/** The live channel (spec section 7): the server emits `message_event` with an envelope. */
export const SOCKET_MESSAGE_EVENT = 'message_event';
export const SOCKET_PATH = '/socket.io';

export const LIVE_EVENT = {
  kickOutMember: 'sys_kick_out_member',
  maintainInfo: 'sys_push_maintain_info',
  chainCurrencyPrice: 'sys_push_chain_currency_price',
  contractShortSettlement: 'sys_push_contract_short_settlement',
  noticePopup: 'sys_push_notice_popup',
  /** Beyond the spec: a message from support in the member's conversation (ZSupportMessage). */
  supportMessage: 'sys_push_support_message',
  /**
   * Beyond the spec: the member's money changed (a balance moved, a deposit or a withdrawal was
   * decided; ZMoneyChangePush): the app reads its figures again at once instead of after a cache.
   */
  moneyChange: 'sys_push_money_change',
  /** Beyond the spec: a letter for the member, or for everyone, was sent (ZLetterPush): the unread badges count again. */
  letter: 'sys_push_letter',
  /**
   * Beyond the spec: one of the member's on-chain deposits changed (seen, a confirmation more,
   * credited, dropped; ZChainDepositPush), so the deposit page counts up without a reload.
   */
  chainDeposit: 'sys_push_chain_deposit',
  /**
   * Beyond the spec (issue 40): a notification for the member (ZNotificationPush): the bell counts
   * again, and an open list reads its first page again.
   */
  notification: 'sys_push_notification',
} as const;
export type LiveEventName = (typeof LIVE_EVENT)[keyof typeof LIVE_EVENT];

/** The envelope's message as it travels: which event, and content only its event's schema can read. */
export const ZLiveMessage = z.object({ event: z.string(), content: z.unknown() });
export type TLiveMessage = z.infer<typeof ZLiveMessage>;

export const ZMaintainPush = z.object({ maintainStatus: z.boolean() });
/** Each currency allname → [current price, reference price]. */
export const ZPricePush = z.record(z.string(), z.tuple([z.union([z.string(), z.number()]), z.union([z.string(), z.number()])]));
export const ZNoticePopupPush = z.object({ id: z.optional(z.int()), title: z.string(), content: z.string() });
export const ZKickOutPush = z.object({ reason: z.optional(z.string()) });

/** What changed: any movement of a balance, or a deposit or withdrawal decided without one (a rejected deposit). */
export const MONEY_CHANGE_SUBJECTS = ['balance', 'recharge', 'withdrawal'] as const;
export const ZMoneyChangePush = z.object({ subject: z.enum(MONEY_CHANGE_SUBJECTS) });
export type TMoneyChangePush = z.infer<typeof ZMoneyChangePush>;
export const ZLetterPush = z.object({ id: z.int() });
export type TLetterPush = z.infer<typeof ZLetterPush>;
/**
 * A new notification of the member's: its id and kind. No text: the server words a notification in
 * the language of the request that reads it (it does not know which language a socket reads in).
 */
export const ZNotificationPush = z.object({ id: z.int(), kind: ZNotificationKind });
export type TNotificationPush = z.infer<typeof ZNotificationPush>;

export const CHAIN_DEPOSIT_STATUSES = ['seen', 'credited', 'dropped', 'unmatched'] as const;
/** A deposit as the watcher last saw it: the token amount is an exact decimal string, in the token's units. */
export const ZChainDepositPush = z.object({
  network: z.string(),
  txHash: z.string(),
  logIndex: z.int(),
  amount: z.string(),
  status: z.enum(CHAIN_DEPOSIT_STATUSES),
  confirmations: z.int(),
  confirmationsNeeded: z.int(),
});
export type TChainDepositPush = z.infer<typeof ZChainDepositPush>;

/**
 * A settled short contract (sys_push_contract_short_settlement): one object, which the app keeps as
 * a single-item list (spec section 3). Prices and money are decimal strings; settledAt is epoch ms.
 */
export const ZContractSettlementPush = z.object({
  orderId: z.int(),
  /** The pair bet on, e.g. `BTC/USDT`. */
  allname: z.string(),
  direction: z.enum(['up', 'down']),
  /** The amount staked. */
  amount: ZMoney,
  purchasePrice: ZMoney,
  settlePrice: ZMoney,
  /** What the member got on top of the stake; negative when the stake was lost. */
  profit: ZMoney,
  status: z.string().check(z.minLength(1)),
  settledAt: z.int(),
});
export type TContractSettlementPush = z.infer<typeof ZContractSettlementPush>;
export type TNoticePopupPush = z.infer<typeof ZNoticePopupPush>;

/**
 * The member channel's contract, as a call's request and answer schemas are: each event's one name
 * (LIVE_EVENT) and the schema of what it carries. The server's publish, the NOTIFY bus and the
 * app's listeners are all typed by it, and every receiving end parses with it
 * (docs/architecture.md, "Live pushes").
 */
export const LIVE_EVENTS = {
  [LIVE_EVENT.kickOutMember]: ZKickOutPush,
  [LIVE_EVENT.maintainInfo]: ZMaintainPush,
  [LIVE_EVENT.chainCurrencyPrice]: ZPricePush,
  [LIVE_EVENT.contractShortSettlement]: ZContractSettlementPush,
  [LIVE_EVENT.noticePopup]: ZNoticePopupPush,
  [LIVE_EVENT.supportMessage]: ZSupportMessage,
  [LIVE_EVENT.moneyChange]: ZMoneyChangePush,
  [LIVE_EVENT.letter]: ZLetterPush,
  [LIVE_EVENT.chainDeposit]: ZChainDepositPush,
  [LIVE_EVENT.notification]: ZNotificationPush,
} as const satisfies Record<LiveEventName, z.ZodMiniType>;

/** What `event` carries. */
export type LivePushOf<E extends LiveEventName> = z.infer<(typeof LIVE_EVENTS)[E]>;
/** A push of the member channel (of one event, or of any), its content typed by its event. */
export type TLivePush<E extends LiveEventName = LiveEventName> = { [K in E]: { event: K; content: LivePushOf<K> } }[E];

/**
 * The map seen per event: indexed by a generic event, TypeScript then knows the schema reads that
 * event's own type (the pattern of TypeScript's "correlated unions"), so nothing needs a cast.
 */
const LIVE_SCHEMAS: { [E in LiveEventName]: z.ZodMiniType<LivePushOf<E>> } = LIVE_EVENTS;

export function isLiveEventName(event: string): event is LiveEventName {
  return Object.hasOwn(LIVE_EVENTS, event);
}

/** `content` parsed by the schema of `event`; null when the schema refuses it. */
export function parseLiveContent<E extends LiveEventName>(event: E, content: unknown): LivePushOf<E> | null {
  const parsed = LIVE_SCHEMAS[event].safeParse(content);
  return parsed.success ? parsed.data : null;
}

/**
 * A message read off the channel or the bus, its content parsed by its event's schema: null for
 * an event the contract does not name or content its schema refuses (the caller drops and logs it).
 */
export function parseLivePush(message: TLiveMessage): TLivePush | null {
  return isLiveEventName(message.event) ? parsedPush(message.event, message.content) : null;
}

function parsedPush<E extends LiveEventName>(event: E, raw: unknown): TLivePush<E> | null {
  const content = parseLiveContent(event, raw);
  return content === null ? null : { event, content };
}
