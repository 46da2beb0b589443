import { describe, expect, it } from 'vitest';
import { ALL_CATALOGS } from './all-catalogs';
import { FIRST_PAINT_TEXTS, splitCatalog } from './first-paint-texts';

describe('splitCatalog', () => {
  const catalog = { home: { title: 'Home', more: 'More' }, auth: { login: 'Log in', register: 'Register', forgot: 'Forgot?' }, recharge: { title: 'Recharge' } };

  it('puts the named sections and single texts first, and everything else in the rest', () => {
    expect(splitCatalog(catalog, ['home', 'auth.login'])).toEqual({
      first: { home: { title: 'Home', more: 'More' }, auth: { login: 'Log in' } },
      rest: { auth: { register: 'Register', forgot: 'Forgot?' }, recharge: { title: 'Recharge' } },
    });
  });

  it.each(Object.keys(ALL_CATALOGS) as (keyof typeof ALL_CATALOGS)[])('cuts the %s catalog into two parts that hold every text once', (language) => {
    const whole = ALL_CATALOGS[language];
    const { first, rest } = splitCatalog(whole, FIRST_PAINT_TEXTS);
    const texts = (part: Record<string, unknown>) =>
      Object.entries(part).flatMap(([section, values]) => Object.keys(values as object).map((key) => `${section}.${key}`));
    const firstTexts = texts(first);
    const restTexts = texts(rest);
    expect(firstTexts.filter((text) => restTexts.includes(text))).toEqual([]);
    expect([...firstTexts, ...restTexts].sort()).toEqual(texts(whole).sort());
    // The first part is the small one: home's first render and the app's frame.
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(rest).length / 3);
  });
});
