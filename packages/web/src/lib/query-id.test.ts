import { describe, expect, it } from 'vitest';
import { idFromQuery } from './query-id';

describe('an id from the query', () => {
  it('reads a positive whole number', () => {
    expect(idFromQuery('12')).toBe(12);
  });

  it('refuses what is no id', () => {
    for (const value of [null, '', '0', '-3', '1.5', '1e3', 'abc', ' 7', '9999999999999999']) expect(idFromQuery(value)).toBeNull();
  });
});
