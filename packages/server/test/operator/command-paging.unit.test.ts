import { describe, expect, it } from 'vitest';
import { cappedTotal, COUNT_CAP, countLimit } from '../../src/operator/command-paging.js';

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
