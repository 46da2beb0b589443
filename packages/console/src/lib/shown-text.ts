import type { LocalizedText } from '@meridian/protocol';
import { currentLanguage } from '../i18n';
import { textIn } from './content-languages';

/**
 * A member-facing text (a notice's title, a product's name) as a list shows it to the operator:
 * in the console's language when it has that version, else en-US, else whichever there is.
 */
export const shownText = (text: LocalizedText | string | null | undefined): string => textIn(text, currentLanguage());
