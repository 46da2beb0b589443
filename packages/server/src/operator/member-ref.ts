import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { members } from '../db/schema/index.js';
import { INLINE_VALUES, type ConditionValues } from './prepared-lists.js';

/**
 * Which member's rows a list shows: `memberId` (the member page's own tab, and scripts), or
 * `member` as an operator types it into a search box: a member id (`12`) or a username in any
 * case (`Demo0001`; digits name the member with that id or that username). A username nobody has matches nothing, as an id nobody has does.
 */
export const MEMBER_FILTER = {
  // Its fields are the contract's MEMBER_FILTER_FIELDS.
  flags: { member: ['member', 'text', '<username or id>'] },
} as const;

export interface MemberFilter {
  memberId?: number | undefined;
  member?: string | undefined;
}

/** Ids are what the lists show beside each name; a username may be digits too, so digits name either. */
const MEMBER_ID = /^\d{1,9}$/;

/** The condition on a list's member column that the filter asks for (none when it names no member). */
export function memberIs(column: AnyColumn, filter: MemberFilter, values: ConditionValues = INLINE_VALUES): SQL | undefined {
  const typed = filter.member?.trim();
  const byTyped =
    typed === undefined || typed === ''
      ? undefined
      : or(
          MEMBER_ID.test(typed) ? eq(column, values.value('memberRefId', Number(typed))) : undefined,
          // One member at most: the lower-case username is unique (members_username_lower_key).
          eq(column, sql`(select ${members.id} from ${members} where lower(${members.username}) = ${values.value('memberRefName', typed.toLowerCase())})`),
        );
  return and(filter.memberId === undefined ? undefined : eq(column, values.value('memberId', filter.memberId)), byTyped);
}
