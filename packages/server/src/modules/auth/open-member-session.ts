import type { AppLanguage, TLoginResponse } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import type { CallDevice } from '../../security/device-cookie.js';
import { createSession, tokensOf } from '../../security/sessions.js';
import { memberInfoOf } from '../member/member-info.js';
import { isNewDevice } from '../security/new-device.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { rememberDevice } from './member-devices.js';
import { recordSignIn, type SignInMethod } from './sign-in-history.js';

/** The end of a sign-in, after one step or two: a new session, recorded, answered as login answers. */
export async function openMemberSession(
  deps: AppDeps,
  member: MemberRow,
  attempt: { ip: string; userAgent: string; method: SignInMethod; language: AppLanguage; device: CallDevice },
): Promise<TLoginResponse> {
  const { ip, userAgent, language } = attempt;
  // Proved (the password and any second factor, or a passkey): this browser is theirs from now on.
  await rememberDevice(deps.db, member.id, attempt.device, { ip, userAgent });
  // Asked before this sign-in is recorded, so it is compared with the earlier ones only.
  const isFromNewDevice = await isNewDevice(deps.db, member.id, { ip, userAgent }, deps.clock.now());
  const session = await createSession(deps.db, { memberId: member.id, ip, userAgent });
  if (isFromNewDevice) await sendSecurityAlert(deps, member, 'newDevice', { ip, userAgent, language });
  await recordSignIn(deps.db, { ip, userAgent, method: attempt.method, memberId: member.id, outcome: 'ok', sessionId: session.sessionId });
  return { ...tokensOf(session), member: await memberInfoOf(deps, member) };
}
