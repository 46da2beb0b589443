import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, CODE, UPLOAD_MAX_BYTES, ZUploadImgRequest, ZUploadImgResponse } from '@meridian/protocol';
import { uploads } from '../../db/schema/index.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { dataUrlBodyLimit } from '../../http/data-url-body-limit.js';
import { defineCall, requireSession, type AdmissionContext } from '../../http/define-call.js';
import { UPLOADS_URL_PREFIX } from '../../static/avatars.js';
import { uploadsDir } from '../../static/uploads.js';
import { detectImageType } from './image-type.js';

/**
 * The largest body of an upload as sent: the largest image as a data URL (base64), inside JSON,
 * encrypted and base64 again, plus room. The only call that takes more than the default 64 KB.
 */
const UPLOAD_BODY_LIMIT_BYTES = dataUrlBodyLimit(UPLOAD_MAX_BYTES);

/** An image over the limit, in the member's language, whether found in the body's size or the bytes. */
const imageTooLarge = () => invalidField('image', 'rule.imageTooLarge', { maxMb: UPLOAD_MAX_BYTES / (1024 * 1024) });

/**
 * Before the body is read: a member, within their uploads and their address's. Each upload is
 * megabytes to receive, decrypt and keep, so a flood is refused before any of that.
 */
async function admitUpload({ deps, ip, session }: AdmissionContext): Promise<void> {
  if (!session) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
  // The member's own limit first: their flood must not use up the room of others at their address.
  await deps.limiter.enforce(deps.config.limits.uploadPerMember, String(session.memberId));
  await deps.limiter.enforce(deps.config.limits.uploadPerIp, ip);
}

/**
 * Stores an image a member sends as a data URL. What the bytes are is read from the bytes (magic
 * numbers), not from the data URL's claim, and the file gets the extension of what it really is.
 */
export const uploadImgCall = defineCall({
  path: API.common.uploadImg,
  request: ZUploadImgRequest,
  response: ZUploadImgResponse,
  largeBody: { limit: UPLOAD_BODY_LIMIT_BYTES, admit: admitUpload, tooLarge: imageTooLarge() },
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);

    const bytes = Buffer.from(input.image.slice(input.image.indexOf(',') + 1), 'base64');
    if (bytes.length > UPLOAD_MAX_BYTES) throw imageTooLarge();
    const type = detectImageType(bytes);
    if (!type) throw new AppError(CODE.INVALID_PARAMS, 'error.notAnImage', {}, { fields: ['image'] });

    const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await writeFile(path.join(uploadsDir(deps.config.dataDir), fileName), bytes, { flag: 'wx' });
    await deps.db.insert(uploads).values({ memberId, fileName, mimeType: type.mimeType, sizeBytes: bytes.length });
    return { url: `${UPLOADS_URL_PREFIX}${fileName}` };
  },
});
