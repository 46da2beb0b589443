import type { Plugin, Rollup } from 'vite';

/** Where the contract's sources live; the app imports them through one barrel, `@meridian/protocol`. */
const PROTOCOL = /packages[\\/]protocol[\\/]src[\\/]/;
const BARREL = /[\\/]index\.ts$/;
/** The icon package: imported through its index, one module per icon (`es/<Name>.js`). */
const ICONS = 'antd-mobile-icons';
const ICON_MODULE = /antd-mobile-icons[\\/]es[\\/](\w+)\.js$/;

/**
 * The values one module imports from `source` by name, as in `import { A, type B, C as D } from
 * 'source'` in its transformed code (types need no module at run time).
 */
export function namedImports(code: string, source: string): string[] {
  const names: string[] = [];
  const quoted = source.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
  const pattern = new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*["']${quoted}["']`, 'g');
  for (const match of code.matchAll(pattern)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name !== undefined && name !== '' && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** What the walk reads of a module. */
export type ModuleFacts = Pick<Rollup.ModuleInfo, 'code' | 'importedIds' | 'exports' | 'isEntry'>;
type ModuleInfoOf = (id: string) => ModuleFacts | null;

/** Each contract export's defining module (barrels only pass names on). */
function definingModules(moduleIds: Iterable<string>, info: ModuleInfoOf): Map<string, string[]> {
  const modulesOf = new Map<string, string[]>();
  for (const id of moduleIds) {
    if (!PROTOCOL.test(id) || BARREL.test(id)) continue;
    for (const name of info(id)?.exports ?? []) modulesOf.set(name, [...(modulesOf.get(name) ?? []), id]);
  }
  return modulesOf;
}

/** Adds to `found` every module reached from `start` through static imports that `follow` accepts. */
function walk(start: Iterable<string>, follow: (id: string) => boolean, info: ModuleInfoOf, found: Set<string>): void {
  const pending = [...start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const imported of info(id)?.importedIds ?? []) {
      if (!follow(imported) || found.has(imported)) continue;
      found.add(imported);
      pending.push(imported);
    }
  }
}

/** The finished module graph, as the bundler shows it to a plugin. */
export interface ModuleGraph {
  moduleIds: string[];
  info: ModuleInfoOf;
  /** Library modules the first page's chunk takes by rule (antd-mobile's controls of the first page). */
  firstPageLibrary: (id: string) => boolean;
}

/** The modules the first page runs, by the chunk group that takes them. */
export interface FirstPage {
  /**
   * The app's own modules that the entry reaches through static imports (the app frame and the
   * home page). Libraries are not followed: their index modules reach every export, used or not.
   */
  app: Set<string>;
  /**
   * The contract modules those modules import, and what they import in turn. The barrel reaches
   * every schema of every page; building them all is part of the contract's start-up work, so the
   * other pages' schemas load (and are built) with those pages.
   */
  protocol: Set<string>;
  /** The icons those modules and the first page's library modules import (through the icons' index). */
  icons: Set<string>;
}

/**
 * Throws when a name has no defining module or a contract module imports through a barrel: either
 * would leave the first page's set incomplete.
 */
export function findFirstPage({ moduleIds, info, firstPageLibrary }: ModuleGraph): FirstPage {
  const app = new Set<string>();
  const protocol = new Set<string>();
  const entries = moduleIds.filter((id) => info(id)?.isEntry === true);
  walk(entries, (id) => !id.includes('node_modules') && !PROTOCOL.test(id), info, app);
  const importers = [...entries, ...app];
  const modulesOf = definingModules(moduleIds, info);
  for (const name of importers.flatMap((id) => namedImports(info(id)?.code ?? '', '@meridian/protocol'))) {
    const defining = modulesOf.get(name);
    if (defining === undefined) throw new Error(`"${name}" is imported from @meridian/protocol but no contract module defines it`);
    for (const id of defining) protocol.add(id);
  }
  walk([...protocol], (id) => PROTOCOL.test(id) && !BARREL.test(id), info, protocol);
  // Contract modules import each other directly: through a barrel, the walk could not tell which
  // modules the first page needs.
  const barrelImport = [...protocol].find((id) => info(id)?.importedIds.some((imported) => BARREL.test(imported)));
  if (barrelImport !== undefined) throw new Error(`${barrelImport} imports a barrel; import from the defining module`);
  const iconNames = new Set([...importers, ...moduleIds.filter(firstPageLibrary)].flatMap((id) => namedImports(info(id)?.code ?? '', ICONS)));
  const icons = new Set(moduleIds.filter((id) => iconNames.has(ICON_MODULE.exec(id)?.[1] ?? '')));
  return { app, protocol, icons };
}

/**
 * Finds the first page's modules once the module graph is complete and before chunks are made, for
 * the chunk groups of vite.config.ts. Left to itself the bundler gives each module that a lazy page
 * also uses a chunk of its own: the first visit then fetched some 40 files, most under 1 KB, each a
 * round trip on a phone's network. As named groups they are one file each.
 */
export function firstPageModules(firstPageLibrary: ModuleGraph['firstPageLibrary']): FirstPage & { plugin: Plugin } {
  const found: FirstPage = { app: new Set(), protocol: new Set(), icons: new Set() };
  const plugin: Plugin = {
    name: 'meridian-first-page-modules',
    apply: 'build',
    buildEnd() {
      const graph = findFirstPage({ moduleIds: [...this.getModuleIds()], info: (id) => this.getModuleInfo(id), firstPageLibrary });
      // The chunk groups hold these sets: refilled, not replaced.
      for (const key of ['app', 'protocol', 'icons'] as const) {
        found[key].clear();
        for (const id of graph[key]) found[key].add(id);
      }
    },
  };
  return { ...found, plugin };
}
