import { AGREEMENT_CODES } from './agreements/agreement-codes.js';
import { AGREEMENTS_EN_US } from './agreements/en-us.js';
import { AGREEMENTS_ES } from './agreements/es.js';
import { AGREEMENTS_ID } from './agreements/id.js';
import { AGREEMENTS_TR } from './agreements/tr.js';
import { AGREEMENTS_UK } from './agreements/uk.js';
import { AGREEMENTS_ZH_HK } from './agreements/zh-hk.js';
import { explainRows, type SeedExplain } from './explain-rows.js';

/**
 * The agreements a fresh installation starts with, as simple HTML (headings, paragraphs, lists),
 * in every language the app has. An operator replaces them with their own.
 */
export const SEED_EXPLAINS: readonly SeedExplain[] = explainRows(
  'agreement',
  AGREEMENT_CODES,
  { 'en-US': AGREEMENTS_EN_US, 'zh-HK': AGREEMENTS_ZH_HK, id: AGREEMENTS_ID, tr: AGREEMENTS_TR, uk: AGREEMENTS_UK, es: AGREEMENTS_ES },
  1,
);
