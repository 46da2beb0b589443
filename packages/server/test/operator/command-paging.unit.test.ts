import { describe, expect, it } from 'vitest';
import { cappedTotal, COUNT_CAP, countLimit, pageAndTotal } from '../../src/operator/command-paging.js';

const request = (page: number, pageSize = 20) => ({ page, pageSize, order: 'desc' as const });

describe('how far a list counts', () => {
  it('counts ten pages past the one asked for, and never past the cap', () => {
    expect(countLimit(request(1))).toBe(201);
    expect(countLimit(request(6))).toBe(301);
    expect(countLimit(request(5000))).toBe(COUNT_CAP + 1);
  });

  it('answers the count when it stopped short of its limit, and "at least" when it reached it', async () => {
    expect(await cappedTotal(request(1), Promise.resolve([{ n: 37 }]))).toEqual({ total: 37 });
    expect(await cappedTotal(request(1), Promise.resolve([{ n: 201 }]))).toEqual({ total: 200, totalIsLowerBound: true });
    expect(await cappedTotal(request(1), Promise.resolve([]))).toEqual({ total: 0 });
  });
});

describe('a page and its total', () => {
  const rows = (n: number) => Promise.resolve(Array.from({ length: n }, (_, i) => i));
  const counted = (total: number) => {
    const calls: number[] = [];
    return { calls, total: () => (calls.push(1), Promise.resolve({ total })) };
  };

  it('counts below the cap', async () => {
    const count = counted(37);
    expect(await pageAndTotal(request(1), rows(20), count.total)).toEqual([await rows(20), { total: 37 }]);
    expect(count.calls).toHaveLength(1);
  });

  it('does not count a page at or past the cap: a full one says "more than", a short one ends the list', async () => {
    const count = counted(0);
    const deep = COUNT_CAP / 20;
    expect((await pageAndTotal(request(deep), rows(20), count.total))[1]).toEqual({ total: COUNT_CAP, totalIsLowerBound: true });
    expect((await pageAndTotal(request(deep + 5), rows(7), count.total))[1]).toEqual({ total: (deep + 4) * 20 + 7 });
    expect(count.calls).toHaveLength(0);
  });

  it('counts an empty page past the cap, to say where the list ended', async () => {
    const count = counted(COUNT_CAP);
    expect((await pageAndTotal(request(COUNT_CAP), rows(0), count.total))[1]).toEqual({ total: COUNT_CAP });
    expect(count.calls).toHaveLength(1);
  });
});
