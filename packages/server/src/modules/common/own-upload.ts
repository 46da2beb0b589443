import { and, eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { invalidField } from '../../http/app-error.js';
import type { MessageKey } from '../../i18n/translate.js';
import { UPLOADS_URL_PREFIX } from '../../static/avatars.js';

/**
 * The id of the member's own upload that `url` (uploadImg's answer) names. Someone else's upload
 * is refused like a missing one, in `field`'s message: a member can attach only their own pictures.
 */
export async function ownUploadId(db: DbOrTx, memberId: number, url: string, field: string, messageKey: MessageKey): Promise<number> {
  const fileName = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
  if (!/^[a-f0-9]{32}\.[a-z]{3,4}$/.test(fileName)) throw invalidField(field, messageKey);
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.memberId, memberId)));
  if (!upload) throw invalidField(field, messageKey);
  return upload.id;
}
