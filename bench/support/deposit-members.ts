import { API, LIVE_EVENT, ZChainDepositPush } from '@meridian/protocol';
import type { FastifyInstance } from 'fastify';
// Brings in the server's declaration of `app.deps`.
import type {} from '@meridian/server';
import type { CreditTimes } from './credit-times.js';
import { callInProcess, signUpMember } from './member-sign-up.js';

type Hex = `0x${string}`;

/** Members readied at once: the embedded database takes one statement at a time anyway. */
const SIGN_UP_CONCURRENCY = 8;

export interface DepositMember {
  token: string;
  /** The member's own ERC-20 deposit address, as getBitcoinRechargeChannel answers it. */
  address: Hex;
}

function isHex(text: string): text is Hex {
  return /^0x[0-9a-fA-F]{40}$/.test(text);
}

async function readyMember(app: FastifyInstance, index: number): Promise<DepositMember> {
  const { token, remoteAddress } = await signUpMember(app, index);
  // The real call: the first ask allocates the member's address (chain/deposit-address-store.ts).
  const answer = await callInProcess(app, API.recharge.getBitcoinRechargeChannel, {}, remoteAddress, token);
  const list = Array.isArray(answer.data?.list) ? (answer.data.list as { network?: unknown; address?: unknown }[]) : [];
  const address = list.find((channel) => channel.network === 'ERC20')?.address;
  if (typeof address !== 'string' || !isHex(address)) throw new Error(`member ${index} got no ERC20 address of their own: ${JSON.stringify(address)}`);
  return { token, address };
}

/** `count` members signed up through the real calls, each with their deposit address. */
export async function readyDepositMembers(app: FastifyInstance, count: number): Promise<DepositMember[]> {
  const members: DepositMember[] = [];
  for (let start = 0; start < count; start += SIGN_UP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SIGN_UP_CONCURRENCY, count - start) }, (_, offset) => readyMember(app, start + offset));
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/**
 * The ledger credit as the server learns of it: the watcher's credit transaction NOTIFYs its
 * push, which every process hears only once it committed and hands to its live hub's `publish`
 * (live/live-bus.ts). Replacing that one property observes each credit without changing what is
 * sent, as watch-price-pushes.ts does for prices. Returns the undo.
 */
export function watchCredits(app: FastifyInstance, credits: CreditTimes): () => void {
  const { live } = app.deps;
  const publish = live.publish.bind(live);
  live.publish = (event, content, target) => {
    if (event === LIVE_EVENT.chainDeposit) {
      const push = ZChainDepositPush.safeParse(content);
      if (push.success) credits.note(push.data, Date.now());
    }
    publish(event, content, target);
  };
  return () => {
    live.publish = publish;
  };
}
