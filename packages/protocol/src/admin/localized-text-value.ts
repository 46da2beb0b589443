import { z } from 'zod/mini';
import { ZLanguage } from './settings/localized-text-fields.js';

/** A text in several languages as the admin API answers it: `{"en-US": "…", "zh-HK": "…"}`, any of them possibly missing. */
export const ZLocalizedTextValue = z.partialRecord(ZLanguage, z.string());
