import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import svgpath from 'svgpath';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { ICON_DECIMALS, isIconModule, slimIconModule } from './slim-icons';

const ICONS = join(dirname(createRequire(import.meta.url).resolve('antd-mobile-icons/package.json')), 'es');
const iconFiles = readdirSync(ICONS).filter((file) => file.endsWith('.js') && file !== 'index.js');
const pathData = (code: string) => [...code.matchAll(/\bd: "([^"]*)"/g)].map((match) => match[1] ?? '');
/** Every number of a path in absolute coordinates, command letters dropped. */
function absoluteNumbers(data: string): number[] {
  const numbers: number[] = [];
  svgpath(data)
    .abs()
    .iterate((segment) => {
      numbers.push(...segment.filter((part): part is number => typeof part === 'number'));
    });
  return numbers;
}
/** Half of the last decimal kept, and a little for floating point. */
const TOLERANCE = 0.5 * 10 ** -ICON_DECIMALS + 1e-9;

describe('slimIconModule', () => {
  it('keeps every icon of the package a valid module that draws the same shapes, each coordinate within half of the last decimal kept', () => {
    expect(iconFiles.length).toBeGreaterThan(100);
    for (const file of iconFiles) {
      const original = readFileSync(join(ICONS, file), 'utf8');
      const slim = slimIconModule(original);
      expect(parseSync(file, slim).errors, file).toEqual([]);
      const before = pathData(original);
      const after = pathData(slim);
      expect(after, file).toHaveLength(before.length);
      before.forEach((data, index) => {
        const expected = absoluteNumbers(data);
        const actual = absoluteNumbers(after[index] ?? '');
        expect(actual, file).toHaveLength(expected.length);
        const worst = Math.max(0, ...expected.map((value, at) => Math.abs(value - (actual[at] ?? Number.NaN))));
        expect(worst, `${file}, path ${String(index)}`).toBeLessThanOrEqual(TOLERANCE);
      });
    }
  });

  it('drops the design tool\'s element ids and the transparent rectangle, and keeps the rest of the markup', () => {
    const original = readFileSync(join(ICONS, 'BellOutline.js'), 'utf8');
    const slim = slimIconModule(original);
    expect(original).toMatch(/\bid: "/);
    expect(slim).not.toMatch(/\bid: "/);
    expect(original).toContain('React.createElement("rect"');
    expect(slim).not.toContain('React.createElement("rect"');
    for (const kept of ['viewBox: "0 0 48 48"', "className: ['antd-mobile-icon', props.className]", 'fill: "currentColor"', 'export default BellOutline']) {
      expect(slim).toContain(kept);
    }
  });

  it('makes the icons of home\'s first paint less than half as heavy, gzipped as the server sends them', () => {
    const firstPaint = ['AppOutline', 'BellOutline', 'BillOutline', 'HistogramOutline', 'UserOutline', 'SoundOutline'];
    const gzipped = (transform: (code: string) => string) =>
      gzipSync(firstPaint.map((name) => transform(readFileSync(join(ICONS, `${name}.js`), 'utf8'))).join('\n'), { level: 9 }).length;
    expect(gzipped(slimIconModule)).toBeLessThan(gzipped((code) => code) / 2);
  });
});

describe('isIconModule', () => {
  it('takes the package\'s icon modules on either separator, not its index nor another package', () => {
    expect(isIconModule('/repo/node_modules/antd-mobile-icons/es/BellOutline.js')).toBe(true);
    expect(isIconModule(String.raw`C:\repo\node_modules\antd-mobile-icons\es\BellOutline.js`)).toBe(true);
    expect(isIconModule('/repo/node_modules/antd-mobile-icons/es/index.js')).toBe(false);
    expect(isIconModule('/repo/node_modules/antd-mobile/es/components/button/button.js')).toBe(false);
    expect(isIconModule('/repo/packages/web/src/components/icon.js')).toBe(false);
  });
});
