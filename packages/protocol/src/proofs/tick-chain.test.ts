import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIncluded } from './merkle.js';
import { CHAIN_GENESIS, buildTickTree, canonicalPrice, chainRoot, encodeTickLeaf, tickLeafHash, type CommittedTick } from './tick-chain.js';

const sha256Hex = (...parts: Uint8Array[]) => createHash('sha256').update(Buffer.concat(parts)).digest('hex');
const SECOND = Date.UTC(2026, 0, 5, 12, 0, 0);

describe('a tick as committed', () => {
  it('spells a price one way only', () => {
    expect(canonicalPrice('65000.50')).toBe('65000.5');
    expect(canonicalPrice('0065000.500')).toBe('65000.5');
    expect(canonicalPrice('65000.00')).toBe('65000');
    expect(canonicalPrice('0.00012300')).toBe('0.000123');
    expect(canonicalPrice('0')).toBe('0');
    expect(canonicalPrice('000')).toBe('0');
    for (const bad of ['', '-1', '1e5', '1.', '.5', ' 1', '1,000', 'NaN']) expect(canonicalPrice(bad)).toBeNull();
  });

  it('is the name length, the name, the epoch second (8 bytes, big-endian) and the price', () => {
    const encoded = encodeTickLeaf({ allname: 'BTC/USDT', at: SECOND, price: '65000.50' });
    const second = Buffer.alloc(8);
    second.writeBigUInt64BE(BigInt(SECOND / 1000));
    expect(Buffer.from(encoded ?? []).toString('hex')).toBe(Buffer.concat([Buffer.of(8), Buffer.from('BTC/USDT'), second, Buffer.from('65000.5')]).toString('hex'));
    const leaf = tickLeafHash({ allname: 'BTC/USDT', at: SECOND, price: '65000.5' });
    expect(Buffer.from(leaf ?? []).toString('hex')).toBe(sha256Hex(Buffer.of(0), Buffer.from(encoded ?? [])));
  });

  it('cannot be a tick between seconds, an unnamed or over-long pair, or a price that is not a plain decimal', () => {
    expect(encodeTickLeaf({ allname: 'BTC/USDT', at: SECOND + 1, price: '1' })).toBeNull();
    expect(encodeTickLeaf({ allname: '', at: SECOND, price: '1' })).toBeNull();
    expect(encodeTickLeaf({ allname: 'X'.repeat(256), at: SECOND, price: '1' })).toBeNull();
    expect(encodeTickLeaf({ allname: 'BTC/USDT', at: SECOND, price: '-1' })).toBeNull();
    expect(() => buildTickTree([{ allname: 'BTC/USDT', at: SECOND, price: 'x' }])).toThrow(RangeError);
  });
});

const ticksOfSecond = fc
  .uniqueArray(fc.constantFrom('BTC/USDT', 'ETH/USDT', 'DOGE/USDT', 'SOL/USDT', 'XRP/USDT', 'TRX/USDT', 'ADA/USDT', 'LTC/USDT'), { minLength: 1 })
  .chain((names) => fc.tuple(...names.map((allname) => fc.bigInt({ min: 1n, max: 10n ** 12n }).map((units): CommittedTick => ({ allname, at: SECOND, price: `${units / 100n}.${String(units % 100n).padStart(2, '0')}` })))));

describe("a second's tree", () => {
  it('proves each of its ticks, whatever order they were recorded in, and no other tick', () => {
    fc.assert(
      fc.property(ticksOfSecond, fc.nat(), (ticks, cut) => {
        const tree = buildTickTree(ticks);
        const turned = [...ticks.slice(cut % ticks.length), ...ticks.slice(0, cut % ticks.length)];
        expect(buildTickTree(turned).merkle).toBe(tree.merkle);
        for (const tick of ticks) {
          const proof = tree.proofOf(tick);
          const leaf = tickLeafHash(tick);
          expect(proof !== null && leaf !== null && isIncluded(leaf, proof, tree.merkle)).toBe(true);
          // The same price written with a trailing zero is the same tick.
          expect(tree.proofOf({ ...tick, price: `${tick.price}0` })).toEqual(proof);
          expect(tree.proofOf({ ...tick, price: `${tick.price}1` })).toBeNull();
          expect(tree.proofOf({ ...tick, at: tick.at + 1000 })).toBeNull();
        }
      }),
    );
  });
});

describe('the chain of roots', () => {
  it('is H(previous root ‖ Merkle root), from 32 zero bytes', () => {
    const merkle = sha256Hex(Buffer.from('a second'));
    expect(chainRoot(CHAIN_GENESIS, merkle)).toBe(sha256Hex(Buffer.alloc(32), Buffer.from(merkle, 'hex')));
    expect(chainRoot(CHAIN_GENESIS, 'not hex')).toBeNull();
    expect(chainRoot(merkle.toUpperCase(), merkle)).toBeNull();
  });

  it('changes every later root when any one Merkle root changes', () => {
    const merkles = fc.array(fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex')), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(merkles, fc.nat(), fc.uint8Array({ minLength: 32, maxLength: 32 }), (list, pick, other) => {
        const at = pick % list.length;
        const replacement = Buffer.from(other).toString('hex');
        fc.pre(replacement !== list[at]);
        const fold = (items: readonly string[]) => {
          const roots: string[] = [];
          let root = CHAIN_GENESIS;
          for (const merkle of items) {
            root = chainRoot(root, merkle) ?? '';
            roots.push(root);
          }
          return roots;
        };
        const honest = fold(list);
        const rewritten = fold(list.map((merkle, index) => (index === at ? replacement : merkle)));
        honest.forEach((root, index) => {
          if (index < at) expect(rewritten[index]).toBe(root);
          else expect(rewritten[index]).not.toBe(root);
        });
      }),
    );
  });
});
