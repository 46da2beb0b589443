import { API, CODE, ZGetContractProofResponse, verifyContractProof, type TContractOrder, type TGetContractProofResponse } from '@meridian/protocol';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketTickProofs } from '../../../src/db/schema/index.js';
import { pruneTicks } from '../../../src/market/tick-store.js';
import { settleDueContracts } from '../../../src/modules/contract/settle-due-contracts.js';
import { runCommand } from '../../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock, type ManualClock } from '../../market/manual-clock.js';
import { START, advance, grant, signed } from '../contract/contract-fixtures.js';

/**
 * getContractProof: anyone with an order number gets the contract's two ticks, their proofs and
 * roots; the member's browser (and `npm run verify -- contract`) check them with the protocol's
 * verifier. The settlement keeps the proofs, so they outlive the ticks; a changed tick, proof or
 * root in the database is found by both verifiers.
 */
let t: TestApp;
let clock: ManualClock;
let owner: TestMember;
let stranger: TestMember;
let settled: TContractOrder;

beforeAll(async () => {
  clock = createManualClock(START);
  t = await buildTestApp({}, { marketClock: clock });
  await t.deps.market.start();
  await advance(t, clock, 5_000);
  owner = await newMember(t);
  stranger = await newMember(t);
  await grant(t, owner, '10000');
  settled = await signed(t, owner, { allname: 'ETH/USDT', direction: 'down', amount: '100', seconds: 30 });
  await advance(t, clock, 31_000);
  expect(await settleDueContracts(t.deps)).toBe(1);
});
afterAll(async () => {
  await t.close();
});

async function proofOf(orderNo: string, token?: string): Promise<TGetContractProofResponse> {
  const answer = await t.api.call(API.proof.getContractProof, { orderNo }, token === undefined ? {} : { token });
  expect(answer.code).toBe(CODE.OK);
  return ZGetContractProofResponse.parse(answer.data);
}

const failedChecks = (proof: TGetContractProofResponse) =>
  verifyContractProof(proof)
    .checks.filter((check) => !check.ok)
    .map((check) => `${check.tick ?? 'contract'}.${check.name}`);

const verifyByCli = (orderNo: string) => runCommand(t.db, { name: 'verify-contract', orderNo }, { actor: 'cli:test' });

/** Runs `change` on the database, then puts it back whatever the test found. */
async function tampered(change: string, undo: string, look: () => Promise<void>): Promise<void> {
  await t.db.execute(sql.raw(change));
  try {
    await look();
  } finally {
    await t.db.execute(sql.raw(undo));
  }
}

describe('a settled contract', () => {
  it("is proved to anyone who has its number, without the stake; its member sees the stake too", async () => {
    const anyone = await proofOf(settled.orderNo);
    expect(anyone.order).toMatchObject({ orderNo: settled.orderNo, allname: 'ETH/USDT', direction: 'down', purchaseTickAt: settled.purchaseTickAt });
    expect(anyone.stake).toBeNull();
    expect(anyone.entry?.tick).toEqual({ allname: 'ETH/USDT', at: settled.purchaseTickAt, price: settled.purchasePrice });
    expect(anyone.exit?.tick.at).toBe(anyone.order.settleTickAt);
    expect(anyone.links).toHaveLength((anyone.exit?.root.seq ?? 0) - (anyone.entry?.root.seq ?? 0));
    expect(verifyContractProof(anyone)).toMatchObject({ verified: true, settled: true });

    expect((await proofOf(settled.orderNo, stranger.token)).stake).toBeNull();
    const own = await proofOf(settled.orderNo, owner.token);
    expect(own.stake).toMatchObject({ amount: '100.00', currency: 'USDT' });
    expect(verifyContractProof(own).verified).toBe(true);
  });

  it('keeps both ticks with their proofs, so it is still proved after the ticks expire', async () => {
    const kept = await t.db.select().from(marketTickProofs).where(eq(marketTickProofs.allname, 'ETH/USDT'));
    expect(kept.map((row) => row.at).sort()).toEqual([settled.purchaseTickAt, (await proofOf(settled.orderNo)).order.settleTickAt].sort());
    const before = await proofOf(settled.orderNo);
    await pruneTicks(t.db, clock.now() + 1000);
    expect(await proofOf(settled.orderNo)).toEqual(before);
    const cli = await verifyByCli(settled.orderNo);
    expect(cli.ok).toBe(true);
    expect(cli.text).toMatch(new RegExp(`^Contract ${settled.orderNo} \\(ETH/USDT down 30s, \\w+\\): VERIFIED\\n`));
    // Recording goes on after the pruning: the contracts after it are proved as before.
    await advance(t, clock, 2_000);
  });
});

describe('a changed record', () => {
  const exitAt = async () => (await proofOf(settled.orderNo)).order.settleTickAt ?? 0;

  it("is found when a kept tick's price is changed: it is no longer in its root, nor the order's price", async () => {
    const at = await exitAt();
    await tampered(
      `update market_tick_proofs set price = price + 0.01 where allname = 'ETH/USDT' and at = ${at}`,
      `update market_tick_proofs set price = price - 0.01 where allname = 'ETH/USDT' and at = ${at}`,
      async () => {
        expect(failedChecks(await proofOf(settled.orderNo))).toEqual(['exit.matchesOrder', 'exit.included']);
        const cli = await verifyByCli(settled.orderNo);
        expect(cli.ok).toBe(false);
        expect(cli.text).toContain("FAILED  settlement tick is in its second's Merkle root (the proof leads to it)");
      },
    );
    expect(verifyContractProof(await proofOf(settled.orderNo)).verified).toBe(true);
  });

  it('is found when a kept proof is changed', async () => {
    const at = settled.purchaseTickAt;
    const [row] = await t.db.select({ proof: marketTickProofs.proof }).from(marketTickProofs).where(and(eq(marketTickProofs.allname, 'ETH/USDT'), eq(marketTickProofs.at, at)));
    const proof = row?.proof ?? [];
    const first = proof[0];
    if (!first) throw new Error('a second of 21 ticks has proof steps');
    const changed = [{ ...first, hash: `${first.hash.slice(0, -1)}${first.hash.endsWith('0') ? '1' : '0'}` }, ...proof.slice(1)];
    await tampered(
      `update market_tick_proofs set proof = '${JSON.stringify(changed)}'::jsonb where allname = 'ETH/USDT' and at = ${at}`,
      `update market_tick_proofs set proof = '${JSON.stringify(proof)}'::jsonb where allname = 'ETH/USDT' and at = ${at}`,
      async () => {
        expect(failedChecks(await proofOf(settled.orderNo))).toEqual(['entry.included']);
        expect((await verifyByCli(settled.orderNo)).text).toContain("FAILED  purchase tick is in its second's Merkle root");
      },
    );
  });

  it("is found when a root is changed: the proof no longer leads to it and the chain's link breaks", async () => {
    const { exit } = await proofOf(settled.orderNo);
    const seq = exit?.root.seq ?? 0;
    await tampered(`update market_tick_roots set merkle = sha256(merkle) where seq = ${seq}`, `update market_tick_roots set merkle = decode('${exit?.root.merkle ?? ''}', 'hex') where seq = ${seq}`, async () => {
      expect(failedChecks(await proofOf(settled.orderNo))).toEqual(['exit.included', 'exit.chained', 'contract.linked']);
      const cli = await verifyByCli(settled.orderNo);
      expect(cli.text).toContain('FAILED  settlement tick root follows from the root before it');
      expect(cli.text).toContain('FAILED  the purchase root leads to the settlement root');
      const chain = await runCommand(t.db, { name: 'verify-chain' }, { actor: 'cli:test' });
      expect(chain.ok).toBe(false);
      expect(chain.text).toContain(`root ${seq} (`);
    });
  });

  it("is found when the order's settlement price is changed to one that decides otherwise", async () => {
    const { order } = await proofOf(settled.orderNo);
    // Equal to the purchase price is a draw; a draw's price doubled is a loss for down.
    const other = order.status === 'draw' ? 'purchase_price * 2' : 'purchase_price';
    await tampered(
      `update contract_orders set settle_price = ${other} where order_no = '${settled.orderNo}'`,
      `update contract_orders set settle_price = ${order.settlePrice ?? 'null'} where order_no = '${settled.orderNo}'`,
      async () => {
        expect(failedChecks(await proofOf(settled.orderNo))).toEqual(['exit.matchesOrder', 'contract.outcome']);
      },
    );
  });
});

describe('a running contract', () => {
  it("is proved by its purchase tick while it runs, from the recorded ticks", async () => {
    const running = await signed(t, owner, { allname: 'BTC/USDT', direction: 'up', amount: '50', seconds: 60 });
    const proof = await proofOf(running.orderNo);
    expect(proof.exit).toBeNull();
    expect(proof.links).toBeNull();
    expect(verifyContractProof(proof)).toMatchObject({ verified: true, settled: false });
    expect(await t.db.select().from(marketTickProofs).where(eq(marketTickProofs.allname, 'BTC/USDT'))).toEqual([]);
  });
});

describe('getContractProof refuses', () => {
  it('an order number no contract has, with NOT_FOUND and words', async () => {
    const answer = await t.api.call(API.proof.getContractProof, { orderNo: 'CT000000000000000000000000' });
    expect(answer).toMatchObject({ code: CODE.NOT_FOUND, data: null });
    expect(answer.msg).toBe('No contract has this order number. Please check it.');
    expect((await verifyByCli('CT000000000000000000000000')).text).toBe('No contract CT000000000000000000000000.');
  });

  it.each([[{}], [{ orderNo: '' }], [{ orderNo: 12 }], [{ orderNo: 'C'.repeat(41) }]])('a payload without an order number: %j', async (payload) => {
    const answer = await t.api.call(API.proof.getContractProof, payload);
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toEqual(['orderNo']);
  });
});
