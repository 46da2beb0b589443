import type { TLoginResponse } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { createSession, tokensOf } from '../../security/sessions.js';
import { memberInfoOf } from '../member/member-info.js';
import { recordSignIn, type SignInMethod } from './sign-in-history.js';

/** The end of a sign-in, after one step or two: a new session, recorded, answered as login answers. */
export async function openMemberSession(
  deps: AppDeps,
  member: MemberRow,
  attempt: { ip: string; userAgent: string; method: SignInMethod },
): Promise<TLoginResponse> {
  const session = await createSession(deps.db, { memberId: member.id, ip: attempt.ip, userAgent: attempt.userAgent });
  await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'ok', sessionId: session.sessionId });
  return { ...tokensOf(session), member: await memberInfoOf(deps, member) };
}
