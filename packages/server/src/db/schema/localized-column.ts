import { jsonb } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/localized-text.js';

/** A text members read, one version per language (`{"en-US": "…", "zh-HK": "…"}`). */
export const localizedText = (name: string) => jsonb(name).$type<LocalizedText>();
