import { z } from 'zod/mini';
import { ZCompanyConfig } from '../../schemas/common/get-app-config-and-company-config.js';
import { UPLOADS_URL_PREFIX } from '../../schemas/common/upload-img.js';

/**
 * The company's logo as the member app loads it: a picture the server keeps (`/uploads/…`, what
 * `logo-set` stores), or none. The app never loads anything from another site, so an address
 * elsewhere is refused, as is a path that would leave the uploads folder. The message is a key of
 * the console's catalog (the server says it).
 */
const ZLogoPath = z.string().check(z.refine((path) => path === '' || new RegExp(`^${UPLOADS_URL_PREFIX}[\\w-]+\\.(png|jpg)$`).test(path), { message: 'setting.logo' }));

/** The `company` setting: the company's name, currency and logo, the logo checked. */
export const ZCompanySettings = z.object({ ...ZCompanyConfig.shape, logo: ZLogoPath });
export type TCompanySettings = z.infer<typeof ZCompanySettings>;
