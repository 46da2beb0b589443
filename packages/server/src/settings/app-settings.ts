import { THEME_COLOR_EXAMPLE } from '@meridian/protocol';

/** The example a refused theme colour's message names (the schema is the protocol's ZAppSettings). */
export const THEME_COLOR_PARAMS = { example: THEME_COLOR_EXAMPLE };
