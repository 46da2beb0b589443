/**
 * The texts home's first render and the app's frame use (its tab bar, the launch's popups, the
 * answers of calls): the part of each catalog fetched before the first render, about 2 KB of the
 * 17 KB (issue 21). The rest of a catalog is a second file fetched at the same moment, which every
 * other page waits for (app/routes.tsx). An entry is a section of the catalogs or one text of one.
 * The build renders home with these texts alone and stops if it reads differently
 * (prerender/render-page.tsx).
 */
export const FIRST_PAINT_TEXTS: readonly string[] = [
  'common',
  'home',
  'homeContent',
  'rising',
  'balance',
  'tabs',
  'antd',
  'list',
  'errors',
  'time',
  'app',
  'popup',
  'letter',
  'language',
  'auth.login',
  'auth.register',
  // The dialog of a call refused for the member's own trading limits (api/request.ts).
  'limits.openLimits',
  'limits.ok',
  // The bell in home's bar (features/notification/components/notification-bell.tsx): its name, with
  // each plural form of the unread count the six catalogs use.
  'notification.bell',
  'notification.bellUnread_one',
  'notification.bellUnread_few',
  'notification.bellUnread_many',
  'notification.bellUnread_other',
];

export type CatalogPart = Record<string, unknown>;

function isSection(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A catalog in two parts: the texts `first` names, and all the others. Merged deeply (as i18next's
 * addResourceBundle does), the two are the catalog again.
 */
export function splitCatalog(catalog: CatalogPart, first: readonly string[]): { first: CatalogPart; rest: CatalogPart } {
  const firstPart: CatalogPart = {};
  const rest: CatalogPart = {};
  for (const [name, section] of Object.entries(catalog)) {
    if (first.includes(name) || !isSection(section)) {
      firstPart[name] = section;
      continue;
    }
    const taken = Object.entries(section).filter(([key]) => first.includes(`${name}.${key}`));
    const left = Object.entries(section).filter(([key]) => !first.includes(`${name}.${key}`));
    if (taken.length > 0) firstPart[name] = Object.fromEntries(taken);
    if (left.length > 0) rest[name] = Object.fromEntries(left);
  }
  return { first: firstPart, rest };
}
