
/** Help articles are explains of this type: one row per code and language, en-US the fallback. */
export const HELP_TYPE = 'help';

