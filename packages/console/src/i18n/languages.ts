/** The console's languages: English and Traditional Chinese as written in Hong Kong. */
export const CONSOLE_LANGUAGES = ['en-US', 'zh-HK'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: ConsoleLanguage = 'en-US';

export function isConsoleLanguage(value: string): value is ConsoleLanguage {
  return (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}
