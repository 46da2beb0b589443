import { sql, type SQL } from 'drizzle-orm';
import { pushDeliveries, pushPreferences, pushSubscriptions } from '../db/schema/index.js';

/**
 * The part of a statement that queues the pushes of notifications just written: `written` names
 * a `with` part of that statement whose rows are `id, member_id, kind`. Each notification gets
 * one delivery per device of its member, when the member asked for its kind; most members ask
 * for nothing, and for them this writes nothing. A part of the notifications' own statement, so a
 * push is queued exactly when its notification committed (push/push-sender.ts sends it).
 */
export function queuePushesSql(written: 'written' | 'noticed'): SQL {
  const from = sql.raw(written);
  return sql`insert into ${pushDeliveries} (notification_id, subscription_id, member_id)
    select w.id, s.id, w.member_id
    from ${from} as w
    join ${pushPreferences} as p on p.member_id = w.member_id and w.kind = any(p.kinds)
    join ${pushSubscriptions} as s on s.member_id = w.member_id
    on conflict do nothing`;
}
