import { z } from 'zod/mini';
import { ZAdminId, ZDay, ZMemberUsername } from './input-fields.js';
import { pageFields } from './list-fields.js';

/** What the member commands take (admin-inputs.ts). */

export const ZMembersInput = z.object({
  /** A name, id, mobile, email or invite code. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  registeredFrom: z.optional(ZDay),
  registeredTo: z.optional(ZDay),
  ...pageFields(['id', 'registeredAt', 'username']),
});

export const ZMemberInput = z.object({ id: ZAdminId });
export const ZMemberSignInsInput = z.object({ id: ZAdminId, ...pageFields(['id']) });
export const ZMemberFreezeInput = z.object({ username: ZMemberUsername, login: z.optional(z.boolean()), withdraw: z.optional(z.boolean()) });

/** A granted task level: a whole number (digits from the command line), or null to take the grant back. */
export const ZGrantedLevel = z.union([
  z.null(),
  z.int().check(z.positive()),
  z.pipe(z.string().check(z.regex(/^\d{1,4}$/, 'a level is a whole number, or none')), z.transform(Number)),
]);
export const ZMemberLevelInput = z.object({ username: ZMemberUsername, level: ZGrantedLevel });

/** The commands that act on one member named by username alone (resets, a kick). */
export const ZMemberUsernameInput = z.object({ username: ZMemberUsername });
