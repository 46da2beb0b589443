import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_DATA_MARKER, type AppLanguage, type TFirstPaintData } from '@meridian/protocol';
import { firstPaintPages, firstPaintScript, pickEncoding } from '../../src/static/first-paint-page.js';

const dist = mkdtempSync(path.join(tmpdir(), 'meridian-first-paint-'));
writeFileSync(path.join(dist, 'index.html'), `<body>${FIRST_PAINT_DATA_MARKER}<script>start()</script></body>`);
writeFileSync(path.join(dist, 'old.html'), '<body><script>start()</script></body>');
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

const slide = (title: string) => ({ id: 1, title, image: '/media/banners/1.svg', link: null });
const warnings: string[] = [];
const silent = { warn: (_details: { err: unknown }, message: string) => void warnings.push(message) };

describe('the first paint page', () => {
  it('writes the data as JSON no banner title can end', () => {
    const script = firstPaintScript({ slides: [slide('</script><script>alert(1)</script>')], quotes: {}, servedAt: 0 });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect((JSON.parse(json) as TFirstPaintData).slides[0]?.title).toBe('</script><script>alert(1)</script>');
  });

  it('picks brotli, then gzip, then none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, identity')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('reads the banners at each request: a change shows at the next visit', async () => {
    const asked: AppLanguage[] = [];
    let title = 'First';
    const pages = firstPaintPages(
      dist,
      (language) => {
        asked.push(language);
        return Promise.resolve({ slides: [slide(title)], quotes: {}, servedAt: 0 });
      },
      silent,
    );
    const body = async () => (await pages.page('index.html', 'en-US', undefined))?.bytes.toString();
    expect(await body()).toContain('"title":"First"');
    const again = await pages.page('index.html', 'en-US', 'br');
    title = 'Second';
    expect(await body()).toContain('"title":"Second"');
    expect(asked).toEqual(['en-US', 'en-US', 'en-US']);
    // Compressed once per content: the same banners give the very same bytes.
    expect(again?.encoding).toBe('br');
    title = 'First';
    expect((await pages.page('index.html', 'en-US', 'br'))?.bytes.equals(again?.bytes ?? Buffer.alloc(0))).toBe(true);
    const gzip = await pages.page('index.html', 'en-US', 'gzip');
    expect(gzip?.encoding).toBe('gzip');
    expect(gunzipSync(gzip?.bytes ?? Buffer.alloc(0)).toString()).toContain('"title":"First"');
  });

  it('leaves a page without the marker, or whose banners cannot be read, to be sent as built', async () => {
    const pages = firstPaintPages(dist, () => Promise.reject(new Error('database down')), silent);
    expect(await pages.page('index.html', 'en-US', 'br')).toBeNull();
    expect(warnings).toEqual(['first paint: the banners could not be read; the page goes without them']);
    const healthy = firstPaintPages(dist, () => Promise.resolve({ slides: [], quotes: {}, servedAt: 0 }), silent);
    expect(await healthy.page('old.html', 'en-US', 'br')).toBeNull();
  });
});
