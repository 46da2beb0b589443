import { z } from 'zod';
import { THEME_COLOR_EXAMPLE, themeColorHex, ZAppConfig } from '@meridian/protocol';

/**
 * The theme colour as the member app applies it: `#rrggbb`. What a colour picker sends for the
 * same colour (`rgb(…)`, `#RGB`) is stored in that form; anything else is refused, since the app
 * would silently stay blue. The message is a key of the console's catalog (saveSetting says it).
 */
export const ZThemeColor = z.string().transform((text, context) => {
  const hex = themeColorHex(text);
  if (hex === null) context.addIssue({ code: 'custom', message: 'setting.themeColor', input: text });
  return hex ?? z.NEVER;
});

export const THEME_COLOR_PARAMS = { example: THEME_COLOR_EXAMPLE };

/** The `app` setting: the member app's configuration, its theme colour checked. */
export const ZAppSettings = z.object({ ...ZAppConfig.shape, themeColor: ZThemeColor });
