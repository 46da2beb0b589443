import { describe, expect, it } from 'vitest';
import { NOTICE_PREVIEW_LENGTH, noticePreview } from './notice-preview.js';

describe('notice preview', () => {
  it('keeps a short text as it is, without an ellipsis', () => {
    expect(noticePreview('Server upgrade tonight')).toBe('Server upgrade tonight');
  });

  it('keeps a text of exactly 30 characters whole', () => {
    const exact = 'a'.repeat(NOTICE_PREVIEW_LENGTH);
    expect(noticePreview(exact)).toBe(exact);
  });

  it('cuts a longer text to 30 characters plus an ellipsis', () => {
    expect(noticePreview('b'.repeat(31))).toBe(`${'b'.repeat(30)}…`);
    expect(noticePreview('The deposit bonus doubles this weekend for every member')).toBe('The deposit bonus doubles this…');
  });

  it('strips tags, and a tag between words leaves a space', () => {
    expect(noticePreview('<p>Hello <strong>members</strong></p><p>bye</p>')).toBe('Hello members bye');
    expect(noticePreview('line one<br/>line two')).toBe('line one line two');
    expect(noticePreview('<a href="https://x.test/?a=1&b=2" title="a > b">link</a>')).toBe('link');
  });

  it('invents no space where an inline tag meets punctuation or a word', () => {
    expect(noticePreview('<p>Hello <b>members</b>, trading</p>')).toBe('Hello members, trading');
    expect(noticePreview('Read <a href="/x">the rules</a>. <em>Now</em>!')).toBe('Read the rules. Now!');
    expect(noticePreview('Mega<strong>Sale</strong>')).toBe('MegaSale');
    expect(noticePreview('<ul><li>one</li><li>two</li></ul><div>three</div>four<hr>five')).toBe('one two three four five');
  });

  it('drops scripts, styles and comments entirely', () => {
    expect(noticePreview('<style>p{color:red}</style><script>alert(1)</script><!-- note -->Visible')).toBe('Visible');
  });

  it('decodes the basic entities after stripping, so escaped markup shows as text', () => {
    expect(noticePreview('Fish &amp; chips &lt;b&gt; &quot;hot&quot;')).toBe('Fish & chips <b> "hot"');
    expect(noticePreview('&#39;now&#39; &#x263A;&nbsp;ok')).toBe("'now' ☺ ok");
    expect(noticePreview('&unknown; &#99999999;')).toBe('&unknown; &#99999999;');
  });

  it('collapses whitespace and trims', () => {
    expect(noticePreview('  <p>\n  two \t words\n</p>  ')).toBe('two words');
  });

  it('counts characters, not UTF-16 units, so nothing is cut in half', () => {
    const emoji = '🚀'.repeat(31);
    expect(noticePreview(emoji)).toBe(`${'🚀'.repeat(30)}…`);
    expect(noticePreview('維護公告：今晚二十二點至二十四點系統升級，期間暫停所有交易與提款服務，敬請見諒')).toBe(
      '維護公告：今晚二十二點至二十四點系統升級，期間暫停所有交易與…',
    );
  });

  it('gives an empty text for markup without text', () => {
    expect(noticePreview('<p> </p><br>')).toBe('');
  });
});
