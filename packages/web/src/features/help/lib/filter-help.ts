import type { TExplainSummary } from '@meridian/protocol';

/** Case-, accent- and width-insensitive form of a text, for matching what the member types. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The articles whose title holds every word of the query, in their order; all of them for an empty query. */
export function filterHelpArticles<T extends Pick<TExplainSummary, 'title'>>(articles: readonly T[], query: string): T[] {
  const words = normalise(query).split(' ').filter((word) => word !== '');
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const title = normalise(article.title);
    return words.every((word) => title.includes(word));
  });
}
