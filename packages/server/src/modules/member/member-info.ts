import { CODE, type TMemberInfo } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import type { MemberRow } from '../../db/schema/index.js';
import { findMemberById, toMemberInfo } from './member-store.js';

/** The calling member's row; a session whose member is gone is no session. */
export async function loadMember(deps: Pick<AppDeps, 'db'>, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
  return member;
}

export async function memberInfoOf(deps: Pick<AppDeps, 'settings'>, member: MemberRow): Promise<TMemberInfo> {
  const company = await deps.settings.get('company');
  return toMemberInfo(member, company.currency);
}

export async function loadMemberInfo(deps: Pick<AppDeps, 'db' | 'settings'>, memberId: number): Promise<TMemberInfo> {
  return memberInfoOf(deps, await loadMember(deps, memberId));
}
