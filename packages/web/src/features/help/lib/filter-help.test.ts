import { describe, expect, it } from 'vitest';
import { filterHelpArticles } from './filter-help';

const ARTICLES = [
  { id: 1, title: 'How do I deposit?' },
  { id: 2, title: 'Withdrawal fees and limits' },
  { id: 3, title: 'Depósito con USDT' },
  { id: 4, title: '如何提款' },
];

describe('filterHelpArticles', () => {
  it('keeps every article, in order, for an empty or blank query', () => {
    expect(filterHelpArticles(ARTICLES, '').map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(filterHelpArticles(ARTICLES, '   ').map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });

  it('matches regardless of case and accents', () => {
    expect(filterHelpArticles(ARTICLES, 'DEPOS').map((a) => a.id)).toEqual([1, 3]);
  });

  it('needs every word of the query in the title', () => {
    expect(filterHelpArticles(ARTICLES, 'fees withdrawal').map((a) => a.id)).toEqual([2]);
    expect(filterHelpArticles(ARTICLES, 'fees deposit')).toEqual([]);
  });

  it('finds Chinese titles by a part of them', () => {
    expect(filterHelpArticles(ARTICLES, '提款').map((a) => a.id)).toEqual([4]);
  });
});
