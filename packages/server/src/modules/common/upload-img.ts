import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, CODE, UPLOAD_MAX_BYTES, ZUploadImgRequest, ZUploadImgResponse } from '@meridian/protocol';
import { uploads } from '../../db/schema/index.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { UPLOADS_URL_PREFIX } from '../../static/avatars.js';
import { uploadsDir } from '../../static/uploads.js';
import { detectImageType } from './image-type.js';

/**
 * Stores an image a member sends as a data URL. What the bytes are is read from the bytes (magic
 * numbers), not from the data URL's claim, and the file gets the extension of what it really is.
 */
export const uploadImgCall = defineCall({
  path: API.common.uploadImg,
  request: ZUploadImgRequest,
  response: ZUploadImgResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    await deps.limiter.enforce(deps.config.limits.uploadPerMember, String(memberId));

    const bytes = Buffer.from(input.image.slice(input.image.indexOf(',') + 1), 'base64');
    if (bytes.length > UPLOAD_MAX_BYTES) {
      throw invalidField('image', 'rule.imageTooLarge', { maxMb: UPLOAD_MAX_BYTES / (1024 * 1024) });
    }
    const type = detectImageType(bytes);
    if (!type) throw new AppError(CODE.INVALID_PARAMS, 'error.notAnImage', {}, { fields: ['image'] });

    const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await writeFile(path.join(uploadsDir(deps.config.dataDir), fileName), bytes, { flag: 'wx' });
    await deps.db.insert(uploads).values({ memberId, fileName, mimeType: type.mimeType, sizeBytes: bytes.length });
    return { url: `${UPLOADS_URL_PREFIX}${fileName}` };
  },
});
