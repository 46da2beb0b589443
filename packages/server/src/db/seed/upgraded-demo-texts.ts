import type { LocalizedText } from '../../i18n/localized-text.js';
import { isDemoVersion, isEarlierSeedLanguages } from './demo-versions.js';
import type { EveryLanguage } from './in-every-language.js';

type Versions = Readonly<Record<string, string | undefined>>;

const versionsOf = (text: Versions): [string, string][] =>
  Object.entries(text).filter((entry): entry is [string, string] => entry[1] !== undefined);
const versionOf = (text: Versions, language: string): string | undefined => (Object.hasOwn(text, language) ? text[language] : undefined);

function sameText(a: Versions, b: Versions): boolean {
  const [aVersions, bVersions] = [versionsOf(a), versionsOf(b)];
  return aVersions.length === bVersions.length && aVersions.every(([language, version]) => versionOf(b, language) === version);
}

/**
 * Today's demo texts for a row whose `fields` hold `stored`: every version brought to today's
 * wording, and the languages an earlier seed never wrote added. Null when there is nothing to
 * change, or when any version of any field is not the demo's (an operator edited the row: it is
 * theirs, and it is left exactly as it is).
 */
export function upgradedDemoTexts<F extends string>(
  stored: Record<F, LocalizedText>,
  demo: Readonly<Record<F, EveryLanguage>>,
  fields: readonly F[],
): Record<F, LocalizedText> | null {
  const storedLanguages = new Set<string>();
  for (const field of fields) {
    for (const [language, version] of versionsOf(stored[field])) {
      if (!isDemoVersion(language, version, versionOf(demo[field], language))) return null;
      storedLanguages.add(language);
    }
  }
  const addsLanguages = isEarlierSeedLanguages([...storedLanguages]);
  const next: Record<F, LocalizedText> = { ...stored };
  for (const field of fields) {
    next[field] = Object.fromEntries(versionsOf(demo[field]).filter(([language]) => addsLanguages || versionOf(stored[field], language) !== undefined));
  }
  return fields.every((field) => sameText(next[field], stored[field])) ? null : next;
}
