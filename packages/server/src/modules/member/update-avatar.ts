import { and, eq, sql } from 'drizzle-orm';
import { API, CODE, ZMemberInfo, ZUpdateAvatarRequest } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { members, uploads } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { currentAvatarUrl, isOfferedAvatar, UPLOADS_URL_PREFIX } from '../../static/avatars.js';
import { loadMemberInfo } from './member-info.js';

/** An offered avatar, or an image this member uploaded: never someone else's upload. */
async function canUseAvatar(deps: AppDeps, memberId: number, avatar: string): Promise<boolean> {
  if (isOfferedAvatar(avatar)) return true;
  if (!avatar.startsWith(UPLOADS_URL_PREFIX)) return false;
  const [upload] = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.fileName, avatar.slice(UPLOADS_URL_PREFIX.length)), eq(uploads.memberId, memberId)))
    .limit(1);
  return upload !== undefined;
}

export const updateAvatarCall = defineCall({
  path: API.member.updateAvatar,
  request: ZUpdateAvatarRequest,
  response: ZMemberInfo,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    // An app that still has the offered avatars' old PNG addresses chooses the same picture.
    const avatar = currentAvatarUrl(input.avatar);
    if (!(await canUseAvatar(deps, memberId, avatar))) {
      throw new AppError(CODE.INVALID_PARAMS, 'error.avatarNotFound', {}, { fields: ['avatar'] });
    }
    await deps.db.update(members).set({ avatar, updatedAt: sql`now()` }).where(eq(members.id, memberId));
    return loadMemberInfo(deps, memberId);
  },
});
