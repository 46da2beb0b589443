import { z } from 'zod/mini';
import { APP_LANGUAGES, FALLBACK_LANGUAGE } from '../../rules/languages.js';
import type { LocalizedText } from '../../rules/localized-text.js';

export const ZLanguage = z.enum(APP_LANGUAGES, { message: `one of ${APP_LANGUAGES.join(', ')}` });

/**
 * A stored or given text in several languages: an object of languages, or a plain string, which is
 * the default language's (what settings held before texts had languages). Never without any text.
 */
export const ZLocalizedText = z
  .union([z.pipe(z.string(), z.transform((text): LocalizedText => ({ [FALLBACK_LANGUAGE]: text }))), z.partialRecord(ZLanguage, z.string())])
  .check(z.refine((text) => Object.values(text).some((version) => version !== ''), 'a text in at least one language'));
