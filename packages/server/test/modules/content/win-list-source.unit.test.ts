import { describe, expect, it } from 'vitest';
import { maskUsername, recentWins, type SettledContract } from '../../../src/modules/content/win-list-source.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 12, minute));
const contract = (id: number, profit: string, minute: number, username = 'demo0001'): SettledContract => ({
  id,
  username,
  allname: 'BTC/USDT',
  amount: '100',
  profit,
  settledAt: at(minute),
});

describe('maskUsername', () => {
  it('keeps the first two and last two characters of a name and hides the rest', () => {
    expect(maskUsername('demo0001')).toBe('de***01');
    expect(maskUsername('alice')).toBe('al***ce');
  });
  it('keeps only the first character of a short name, and never says how long it is', () => {
    expect(maskUsername('abcd')).toBe('a***');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('')).toBe('***');
  });
});

describe('recentWins', () => {
  it('keeps only wins, newest first, masked, with amounts to two decimals', () => {
    const wins = recentWins([contract(1, '85', 1), contract(2, '-100', 5), contract(3, '0', 6), contract(4, '42.5', 3, 'bob12345')]);
    expect(wins).toEqual([
      { id: 4, username: 'bo***45', allname: 'BTC/USDT', amount: '100.00', profit: '42.50', time: at(3).getTime() },
      { id: 1, username: 'de***01', allname: 'BTC/USDT', amount: '100.00', profit: '85.00', time: at(1).getTime() },
    ]);
  });

  it('stops at the limit and breaks ties by the newer order', () => {
    const contracts = Array.from({ length: 30 }, (_, i) => contract(i + 1, '1', 0));
    const wins = recentWins(contracts, 20);
    expect(wins).toHaveLength(20);
    expect(wins[0]?.id).toBe(30);
    expect(wins[19]?.id).toBe(11);
  });

  it('answers nothing for no settled contracts', () => {
    expect(recentWins([])).toEqual([]);
  });
});
