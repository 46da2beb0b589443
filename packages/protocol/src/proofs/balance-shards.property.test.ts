import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SHARDS_PER_MEMBER, MIN_SHARDS_PER_MEMBER, drawShardCount, splitBalance } from './balance-shards.js';
import { randomBelow, seededRandomBytes, shuffled } from './random-source.js';

const arbBalance = fc.bigInt({ min: 0n, max: 10n ** 24n });
const arbCount = fc.integer({ min: 1, max: 6 });
const arbSeed = fc.string({ minLength: 1, maxLength: 12 });

describe('splitting a balance into shards', () => {
  it('gives exactly the count asked for, none negative, summing exactly to the balance', () => {
    fc.assert(
      fc.property(arbBalance, arbCount, arbSeed, (balance, count, seed) => {
        const shards = splitBalance(balance, count, seededRandomBytes(seed));
        expect(shards).toHaveLength(count);
        expect(shards.every((shard) => shard >= 0n)).toBe(true);
        expect(shards.reduce((total, shard) => total + shard, 0n)).toBe(balance);
      }),
    );
  });

  it('never leaves one shard holding the whole balance when the balance has a unit for every shard', () => {
    fc.assert(
      fc.property(arbBalance, fc.integer({ min: 2, max: 6 }), arbSeed, (balance, count, seed) => {
        fc.pre(balance >= BigInt(count));
        const shards = splitBalance(balance, count, seededRandomBytes(seed));
        expect(shards.every((shard) => shard >= 1n && shard < balance)).toBe(true);
      }),
    );
  });

  it('splits the same balance differently each time', () => {
    const random = seededRandomBytes('differently');
    const splits = new Set(Array.from({ length: 50 }, () => splitBalance(12_345_678_900n, 2, random).join()));
    expect(splits.size).toBe(50);
  });

  it('cuts uniformly: a two-way split of 4 units falls on 1, 2 and 3 about equally often', () => {
    const random = seededRandomBytes('uniform');
    const counts = new Map<bigint, number>();
    for (let run = 0; run < 3_000; run += 1) {
      const [first = 0n] = splitBalance(4n, 2, random);
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1n, 2n, 3n]);
    for (const times of counts.values()) expect(Math.abs(times - 1_000)).toBeLessThan(150);
  });

  it('splits a zero balance into zeros, and one too small to give every shard a unit without going negative', () => {
    expect(splitBalance(0n, 3, seededRandomBytes('zero'))).toEqual([0n, 0n, 0n]);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n }), arbSeed, (balance, seed) => {
        const shards = splitBalance(balance, 3, seededRandomBytes(seed));
        expect(shards.every((shard) => shard >= 0n)).toBe(true);
        expect(shards.reduce((total, shard) => total + shard, 0n)).toBe(balance);
      }),
    );
  });

  it('refuses a negative balance and a count below one', () => {
    expect(() => splitBalance(-1n, 2, seededRandomBytes('x'))).toThrow(RangeError);
    expect(() => splitBalance(5n, 0, seededRandomBytes('x'))).toThrow(RangeError);
  });

  it('draws between the least and the most shards per member, each count now and then', () => {
    const random = seededRandomBytes('counts');
    const drawn = new Set(Array.from({ length: 200 }, () => drawShardCount(random)));
    expect([...drawn].sort()).toEqual(Array.from({ length: MAX_SHARDS_PER_MEMBER - MIN_SHARDS_PER_MEMBER + 1 }, (_, index) => MIN_SHARDS_PER_MEMBER + index));
    expect(MIN_SHARDS_PER_MEMBER).toBeGreaterThanOrEqual(2);
  });
});

describe('the random source', () => {
  it('draws below its bound, and shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), arbSeed, (bound, seed) => {
        const value = randomBelow(bound, seededRandomBytes(seed));
        expect(value >= 0n && value < bound).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer()), arbSeed, (items, seed) => {
        expect(shuffled(items, seededRandomBytes(seed)).sort()).toEqual([...items].sort());
      }),
    );
  });
});
