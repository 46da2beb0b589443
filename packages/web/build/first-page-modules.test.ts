import { describe, expect, it } from 'vitest';
import { findFirstPage, namedImports, type ModuleFacts } from './first-page-modules';

const P = '/repo/packages/protocol/src';
const W = '/repo/packages/web/src';

function graph(modules: Record<string, Partial<ModuleFacts>>) {
  const facts = (id: string): ModuleFacts | null => {
    const module = modules[id];
    return module === undefined ? null : { code: '', importedIds: [], exports: [], isEntry: false, ...module };
  };
  return { moduleIds: Object.keys(modules), info: facts, firstPageLibrary: (id: string) => id.includes('/antd-mobile/es/components/toast/') };
}

const I = '/repo/node_modules/antd-mobile-icons/es';

/**
 * main → home page, which imports ZBalance and an icon; a lazy page's schema (ZBankCard) and icon;
 * a shared helper; the first page's toast, which imports an icon of its own.
 */
const app = {
  [`${W}/main.tsx`]: { isEntry: true, importedIds: [`${W}/home.tsx`, '/repo/node_modules/react/index.js'] },
  [`${W}/home.tsx`]: {
    code: 'import { API, ZBalance as Balance, type X } from "@meridian/protocol";\nimport { z } from "zod";\nimport { GiftOutline } from "antd-mobile-icons";',
    importedIds: [`${P}/index.ts`],
  },
  [`${W}/bank-page.tsx`]: { code: "import { ZBankCard } from '@meridian/protocol';\nimport { AddOutline } from 'antd-mobile-icons';", importedIds: [`${P}/index.ts`] },
  '/repo/node_modules/antd-mobile/es/components/toast/methods.js': { code: "import { CheckOutline } from 'antd-mobile-icons';" },
  [`${I}/GiftOutline.js`]: {},
  [`${I}/AddOutline.js`]: {},
  [`${I}/CheckOutline.js`]: {},
  [`${P}/index.ts`]: { importedIds: [`${P}/paths.ts`, `${P}/balance.ts`, `${P}/bank-card.ts`], exports: ['API', 'ZBalance', 'ZBankCard'] },
  [`${P}/paths.ts`]: { exports: ['API'] },
  [`${P}/balance.ts`]: { exports: ['ZBalance'], importedIds: [`${P}/shared.ts`, '/repo/node_modules/zod/index.js'] },
  [`${P}/shared.ts`]: { exports: ['ZMoney'] },
  [`${P}/bank-card.ts`]: { exports: ['ZBankCard'], importedIds: [`${P}/shared.ts`] },
};

describe('namedImports', () => {
  it('reads the values a module imports from one source, without aliases or types', () => {
    expect(namedImports('import {\n  API,\n  ZBalance as Balance,\n  type X,\n} from \'@meridian/protocol\';\nimport { Y } from "./y";', '@meridian/protocol')).toEqual(['API', 'ZBalance']);
  });

  it('ignores imports from other sources', () => {
    expect(namedImports('import { z } from "zod"; import { API } from "@meridian/protocol-extra";', '@meridian/protocol')).toEqual([]);
  });
});

describe('findFirstPage', () => {
  it('takes the contract modules the first page imports and what they import, not the other pages\' schemas', () => {
    const found = findFirstPage(graph(app));
    expect([...found.app]).toEqual([`${W}/home.tsx`]);
    expect([...found.protocol].sort()).toEqual([`${P}/balance.ts`, `${P}/paths.ts`, `${P}/shared.ts`]);
  });

  it('takes the icons the first page and its library controls import, not the other pages\' icons', () => {
    expect([...findFirstPage(graph(app)).icons].sort()).toEqual([`${I}/CheckOutline.js`, `${I}/GiftOutline.js`]);
  });

  it('refuses a contract module that imports through a barrel', () => {
    const barrelled = { ...app, [`${P}/balance.ts`]: { exports: ['ZBalance'], importedIds: [`${P}/index.ts`] } };
    expect(() => findFirstPage(graph(barrelled))).toThrow(/balance\.ts imports a barrel/);
  });

  it('refuses a name no contract module defines', () => {
    const unknown = { ...app, [`${W}/home.tsx`]: { code: "import { ZGone } from '@meridian/protocol';", importedIds: [`${P}/index.ts`] } };
    expect(() => findFirstPage(graph(unknown))).toThrow(/"ZGone"/);
  });
});
