import type { ComponentType } from 'react';
import { AppRoutes } from '../app/routes';
import { PAGES, type PageEntry } from '../app/route-table';
import { renderRoutes } from './render-page';

/** The route table with one stand-in module for every page, made once per stand-in. */
const tables = new WeakMap<ComponentType, readonly PageEntry[]>();

/** The route table with `Page` as every page's module. */
export function standInPages(Page: ComponentType): readonly PageEntry[] {
  let table = tables.get(Page);
  if (table === undefined) {
    table = PAGES.map((page) => ({ ...page, load: () => Promise.resolve(Page) }));
    tables.set(Page, table);
  }
  return table;
}

/**
 * The app's own routes, as main.tsx has them (the table, its guard, the layout, the error
 * boundaries), in a memory router at `initialEntries`, with `Page` drawn for every page of the
 * table (or `pages`, a table of the test's own).
 */
export function renderApp(Page: ComponentType, initialEntries: string[], { initialIndex, pages }: { initialIndex?: number; pages?: readonly PageEntry[] } = {}) {
  return renderRoutes(<AppRoutes pages={pages ?? standInPages(Page)} />, initialEntries, initialIndex);
}
