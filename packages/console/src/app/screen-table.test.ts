import { describe, expect, it } from 'vitest';
import enUS from '../i18n/en-US.json';
import zhHK from '../i18n/zh-HK.json';
import { isMenuGroup, isScreen, SCREENS } from './screen-table';
import { RESOURCES } from './screen-routes';

const screens = SCREENS.filter(isScreen);
const groups = SCREENS.filter(isMenuGroup).map((entry) => entry.group);
const duplicatesOf = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** refine labels a sider entry `<name>.<name>` from the catalog. */
function siderLabel(catalog: object, name: string): unknown {
  const section: unknown = Object.entries(catalog).find(([key]) => key === name)?.[1];
  return typeof section === 'object' && section !== null ? Object.entries(section).find(([key]) => key === name)?.[1] : undefined;
}

describe('the screen table', () => {
  it('names each screen and route once', () => {
    expect(duplicatesOf([...screens.map((screen) => screen.name), ...groups])).toEqual([]);
    expect(duplicatesOf(screens.map((screen) => screen.path))).toEqual([]);
  });

  it('lists every screen of a group under a group the sider has, and no empty group', () => {
    for (const screen of screens) if (screen.parent !== undefined) expect(groups, screen.name).toContain(screen.parent);
    for (const group of groups) expect(screens.some((screen) => screen.parent === group), group).toBe(true);
  });

  it('labels every sider entry in each catalog', () => {
    for (const catalog of [enUS, zhHK]) {
      for (const name of [...screens.map((screen) => screen.name), ...groups]) expect(typeof siderLabel(catalog, name), name).toBe('string');
    }
  });

  it('gives refine a resource for each entry, in the sider’s order, with the record page where there is one', () => {
    expect(RESOURCES.map((resource) => resource.name)).toEqual(SCREENS.map((entry) => (isScreen(entry) ? entry.name : entry.group)));
    expect(RESOURCES.find((resource) => resource.name === 'members')).toMatchObject({ list: '/members', show: '/members/show/:id' });
    expect(RESOURCES.find((resource) => resource.name === 'goods')).toMatchObject({ list: '/products/goods', meta: { parent: 'products' } });
  });

  it('loads a page component for every screen and record page', async () => {
    const modules = await Promise.all(screens.flatMap((screen) => (screen.show === undefined ? [screen.page()] : [screen.page(), screen.show()])));
    for (const module of modules) expect(typeof module.default).toBe('function');
  });
});
