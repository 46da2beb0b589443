import { count } from 'drizzle-orm';
import type { DbOrTx } from '../types.js';
import { activities, explains, letters } from '../schema/index.js';
import { activityCoverUrl } from '../../static/activity-covers.js';
import { SEED_HELP_ARTICLES } from './help-articles.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Activities as an operator writes them; the covers are drawn by this server (static/activity-covers.ts). */
function demoActivities(nowMs: number) {
  return [
    {
      title: 'Invite friends, earn together',
      summary: 'Share your invite link: every friend who joins becomes part of your team.',
      image: activityCoverUrl(1),
      content:
        '<p>Open <strong>My → Invite</strong> to copy your invite link or show its QR code. Friends who register with it join your team, up to three levels deep.</p>' +
        '<p>Commission rates are published in the app and credited to your balance as <em>commission</em> in your bills.</p>',
      startsAt: new Date(nowMs - 10 * DAY_MS),
      endsAt: null,
      sort: 1,
    },
    {
      title: 'Interest wallet week',
      summary: 'Learn how the interest wallet works and what early extraction costs.',
      image: activityCoverUrl(2),
      content:
        '<p>The interest wallet pays a daily rate for every full day your deposit is held. This week the help centre walks you through it step by step.</p>' +
        '<ul><li>See the rules before you buy in.</li><li>Check the extraction preview at any time.</li></ul>',
      startsAt: new Date(nowMs - 2 * DAY_MS),
      endsAt: new Date(nowMs + 5 * DAY_MS),
      sort: 2,
    },
    {
      title: 'Market basics live session',
      summary: 'A guided tour of K-lines, contract durations and how settlement is checked.',
      image: activityCoverUrl(3),
      content:
        '<p>Join the guided tour of the market page: reading K-lines, choosing a duration, and checking a settled contract against its recorded ticks.</p>',
      startsAt: new Date(nowMs + 3 * DAY_MS),
      endsAt: new Date(nowMs + 4 * DAY_MS),
      sort: 3,
    },
  ];
}

/** Letters to every member (`memberId` null); the welcome letter is the one a new member sees first. */
function demoLetters(nowMs: number) {
  return [
    {
      title: 'Your account is protected',
      content:
        '<p>Set a pay password in <strong>My → Account</strong>: it protects withdrawals and bank cards. Our staff will never ask you for it.</p>',
      createdAt: new Date(nowMs - DAY_MS),
    },
    {
      title: 'Welcome to Meridian',
      content:
        '<p>Welcome aboard! Here is where to start:</p>' +
        '<ul><li>Watch live prices on the <strong>Market</strong> tab.</li><li>Read the <a href="#/pages/my/help">help centre</a> before your first contract.</li><li>Invite friends from <strong>My → Invite</strong>.</li></ul>',
      createdAt: new Date(nowMs),
    },
  ];
}

/**
 * Help articles, activities and broadcast letters for a fresh installation. Each kind is written
 * only when there is none yet, so running it again changes nothing.
 */
export async function seedCommunity(tx: DbOrTx, nowMs: number = Date.now()): Promise<void> {
  await tx.insert(explains).values([...SEED_HELP_ARTICLES]).onConflictDoNothing();
  const [activityCount] = await tx.select({ total: count() }).from(activities);
  const [letterCount] = await tx.select({ total: count() }).from(letters);
  if ((activityCount?.total ?? 0) === 0) await tx.insert(activities).values(demoActivities(nowMs));
  if ((letterCount?.total ?? 0) === 0) await tx.insert(letters).values(demoLetters(nowMs));
}
