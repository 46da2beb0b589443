import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { saidPart } from '../../i18n/console/console-translate.js';
import { storeOperatorImage } from '../operator-media.js';
import { current, saveSetting } from '../setting-edits.js';

/** A logo is drawn at most a few dozen pixels high on a phone: 256 KB is plenty, and every visitor loads it. */
export const LOGO_MAX_BYTES = 256 * 1024;

/**
 * The company's logo, shown by the member app where it names the company (sign-in, sign-up): a
 * PNG or JPEG checked by its bytes and kept on this server, or none (`logo-set none`: the app shows
 * the company's initial). Part of the `company` setting, the content role's duty.
 */
export const logoSet = defineCommand({
  name: 'logo-set',
  fields: ADMIN_INPUTS['logo-set'],
  group: 'content',
  summary: `the company's logo the member app shows (a PNG or JPEG of at most ${LOGO_MAX_BYTES / 1024} KB), or none`,
  line: [{ flags: { image: ['image', 'image', '<png/jpeg file>'] } }, { words: ['logo-set', 'none'], fixed: { image: null } }],
  routes: ADMIN_ROUTES['logo-set'],
  audit: { target: () => 'setting:company', keepsResult: true },
  changesSettings: () => ['company'],
  effect: async (tx, { image }, context) => {
    const stored = image === null ? { ok: true as const, path: '' } : await storeOperatorImage(context.dataDir, image, LOGO_MAX_BYTES);
    if (!stored.ok) return stored;
    const company = await current(tx, 'company');
    const done = stored.path === '' ? saidPart('logo.removed') : saidPart('logo.set', { path: stored.path });
    return saveSetting(tx, 'company', { ...company.value, logo: stored.path }, done);
  },
});
