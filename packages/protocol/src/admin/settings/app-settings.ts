import { z } from 'zod/mini';
import { themeColorHex } from '../../rules/theme-color.js';
import { ZAppConfig } from '../../schemas/common/get-app-config-and-company-config.js';

/**
 * The theme colour as the member app applies it: `#rrggbb`. What a colour picker sends for the
 * same colour (`rgb(…)`, `#RGB`) is stored in that form; anything else is refused, since the app
 * would silently stay blue. The message is a key of the console's catalog (the server says it).
 */
export const ZThemeColor = z.pipe(
  z.string(),
  z.transform((text, context) => {
    const hex = themeColorHex(text);
    if (hex === null) context.issues.push({ code: 'custom', message: 'setting.themeColor', input: text });
    return hex ?? z.NEVER;
  }),
);

/** The `app` setting: the member app's configuration, its theme colour checked. */
export const ZAppSettings = z.object({ ...ZAppConfig.shape, themeColor: ZThemeColor });
export type TAppSettings = z.infer<typeof ZAppSettings>;
