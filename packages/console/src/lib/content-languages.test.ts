import { describe, expect, it } from 'vitest';
import { editingLanguageOf, languagesOf, textIn } from './content-languages';

describe('texts per language', () => {
  it('shows a version as the member app picks it: the language asked, else en-US, else whichever there is', () => {
    expect(textIn({ 'en-US': 'Mug', 'zh-HK': '杯' }, 'zh-HK')).toBe('杯');
    expect(textIn({ 'en-US': 'Mug' }, 'tr')).toBe('Mug');
    expect(textIn({ 'zh-HK': '杯' })).toBe('杯');
    expect(textIn('plain')).toBe('plain');
  });

  it('opens an edit form in en-US when the text has it, else in a language it has, never writing a fallback back as en-US', () => {
    expect(editingLanguageOf({ 'en-US': 'Mug', 'zh-HK': '杯' })).toBe('en-US');
    expect(editingLanguageOf({ 'zh-HK': '測試礦機' })).toBe('zh-HK');
    expect(editingLanguageOf({})).toBe('en-US');
    expect(languagesOf({ 'zh-HK': '杯', es: '' })).toEqual(['zh-HK']);
  });
});
