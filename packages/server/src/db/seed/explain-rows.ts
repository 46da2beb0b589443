import { APP_LANGUAGES, type AppLanguage } from '@meridian/protocol';

/** A document (an explain) as the seed writes it: one row per code and language. */
export interface SeedExplain {
  code: string;
  type: string;
  language: string;
  title: string;
  content: string;
  sort: number;
}

/** One language's version of a document: its title and its simple HTML. */
export interface ExplainText {
  title: string;
  content: string;
}

/**
 * The rows of documents of one `type`, each in every language the app has (the type makes a seed
 * in one language only fail to compile), sorted in the order of `codes` from `firstSort`.
 */
export function explainRows<Code extends string>(
  type: string,
  codes: readonly Code[],
  texts: Readonly<Record<AppLanguage, Readonly<Record<Code, ExplainText>>>>,
  firstSort: number,
): SeedExplain[] {
  return codes.flatMap((code, index) => APP_LANGUAGES.map((language) => ({ code, type, language, ...texts[language][code], sort: firstSort + index })));
}
