import { describe, expect, it } from 'vitest';
import { inlineScriptsOf } from './inline-scripts.js';

describe('the inline scripts of a page', () => {
  it('are the texts of the scripts a browser runs from the markup, in order', () => {
    const page = [
      '<!doctype html><html><head>',
      '<script>var first = 1;</script>',
      '<SCRIPT type="module" data-note="a > b">import "./x.js";</SCRIPT >',
      "<script type='text/javascript'>var third = '</scr' + 'ipt>';</script>",
      '<script type=importmap>{"imports":{}}</script>',
      '</head><body><template><script>var inTemplate = 1;</script></template></body></html>',
    ].join('\n');
    expect(inlineScriptsOf(page)).toEqual([
      'var first = 1;',
      'import "./x.js";',
      "var third = '</scr' + 'ipt>';",
      '{"imports":{}}',
      'var inTemplate = 1;',
    ]);
  });

  it('leave out scripts loaded from a file and data blocks, which run nothing', () => {
    const page = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script type="application/json" id="first-paint-data">{"slides":[]}</script>',
      '<script data-type="x" type="text/template"><b>hi</b></script>',
      '<script src=/a.js></script>',
    ].join('');
    expect(inlineScriptsOf(page)).toEqual([]);
  });
});
