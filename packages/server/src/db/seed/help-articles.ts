import { explainRows, type SeedExplain } from './explain-rows.js';
import { HELP_EN_US } from './help-articles/en-us.js';
import { HELP_ES } from './help-articles/es.js';
import { HELP_CODES } from './help-articles/help-codes.js';
import { HELP_ID } from './help-articles/id.js';
import { HELP_TR } from './help-articles/tr.js';
import { HELP_UK } from './help-articles/uk.js';
import { HELP_ZH_HK } from './help-articles/zh-hk.js';

/**
 * The help centre a fresh installation starts with: explains of type `help`, in every language the
 * app has. An operator edits or replaces them.
 */
export const HELP_TYPE = 'help';

/** After the agreements (sort 1, 2) in a list of every document. */
const FIRST_SORT = 101;

export const SEED_HELP_ARTICLES: readonly SeedExplain[] = explainRows(
  HELP_TYPE,
  HELP_CODES,
  { 'en-US': HELP_EN_US, 'zh-HK': HELP_ZH_HK, id: HELP_ID, tr: HELP_TR, uk: HELP_UK, es: HELP_ES },
  FIRST_SORT,
);
